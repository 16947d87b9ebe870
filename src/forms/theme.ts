/**
 * rjsf's Form with the Mantine theme's templates and the widgets generated forms can reach, built
 * here instead of taken whole from `@rjsf/mantine`: its default export also holds the theme's date
 * and time widgets, which import @mantine/dates and dayjs into every form chunk, and its colour
 * picker, slider, multi-checkbox and file widgets (~9 KB gzip), which no generated form uses
 * (codegen/runtime/widgets.ts names what they use; uploads are the portal's UploadField).
 * Generated forms draw dates with the portal's own widget (widgets/DateField.tsx, loaded with the
 * first date field); any of the left-out kinds would get rjsf's plain HTML inputs.
 */
import { withTheme } from '@rjsf/core';
import { generateTemplates } from '@rjsf/mantine/lib/templates/index.js';
import CheckboxWidget from '@rjsf/mantine/lib/widgets/CheckboxWidget.js';
import PasswordWidget from '@rjsf/mantine/lib/widgets/PasswordWidget.js';
import RadioWidget from '@rjsf/mantine/lib/widgets/RadioWidget.js';
import SelectWidget from '@rjsf/mantine/lib/widgets/SelectWidget.js';
import TextareaWidget from '@rjsf/mantine/lib/widgets/TextareaWidget.js';

export const ThemedForm = withTheme({
  templates: generateTemplates(),
  widgets: { CheckboxWidget, PasswordWidget, RadioWidget, SelectWidget, TextareaWidget },
});
