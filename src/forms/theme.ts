/**
 * rjsf's Form with the Mantine theme's templates and the widgets generated forms can reach, built
 * here instead of taken whole from `@rjsf/mantine`: its default export also holds the theme's date
 * and time widgets, which import @mantine/dates and dayjs into every form chunk, and its colour
 * picker, slider, multi-checkbox and file widgets (~9 KB gzip), which no generated form uses
 * (codegen/runtime/widgets.ts names what they use; uploads are the portal's UploadField).
 * Generated forms draw dates with the portal's own widget (widgets/DateField.tsx, loaded with the
 * first date field); any of the left-out kinds would get rjsf's plain HTML inputs.
 *
 * The templates are taken one by one for the same reason: the generator emits no arrays, so the
 * theme's array templates, their add/copy/move/remove buttons and its icons never draw; the error
 * list is switched off and objects and field errors have the portal's own templates
 * (GeneratedFormView). Whatever is left out falls back to rjsf's plain default, never to nothing.
 */
import { withTheme } from '@rjsf/core';
import BaseInputTemplate from '@rjsf/mantine/lib/templates/BaseInputTemplate.js';
import SubmitButton from '@rjsf/mantine/lib/templates/ButtonTemplates/SubmitButton.js';
import DescriptionFieldTemplate from '@rjsf/mantine/lib/templates/DescriptionField.js';
import FieldHelpTemplate from '@rjsf/mantine/lib/templates/FieldHelpTemplate.js';
import FieldTemplate from '@rjsf/mantine/lib/templates/FieldTemplate.js';
import GridTemplate from '@rjsf/mantine/lib/templates/GridTemplate.js';
import MultiSchemaFieldTemplate from '@rjsf/mantine/lib/templates/MultiSchemaFieldTemplate.js';
import TitleFieldTemplate from '@rjsf/mantine/lib/templates/TitleField.js';
import WrapIfAdditionalTemplate from '@rjsf/mantine/lib/templates/WrapIfAdditionalTemplate.js';
import CheckboxWidget from '@rjsf/mantine/lib/widgets/CheckboxWidget.js';
import PasswordWidget from '@rjsf/mantine/lib/widgets/PasswordWidget.js';
import RadioWidget from '@rjsf/mantine/lib/widgets/RadioWidget.js';
import SelectWidget from '@rjsf/mantine/lib/widgets/SelectWidget.js';
import TextareaWidget from '@rjsf/mantine/lib/widgets/TextareaWidget.js';

export const ThemedForm = withTheme({
  templates: {
    BaseInputTemplate,
    ButtonTemplates: { SubmitButton },
    DescriptionFieldTemplate,
    FieldHelpTemplate,
    FieldTemplate,
    GridTemplate,
    MultiSchemaFieldTemplate,
    TitleFieldTemplate,
    WrapIfAdditionalTemplate,
  },
  widgets: { CheckboxWidget, PasswordWidget, RadioWidget, SelectWidget, TextareaWidget },
});
