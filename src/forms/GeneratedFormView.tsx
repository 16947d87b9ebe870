/**
 * Renders a generated form (codegen output) with rjsf, the Mantine theme and the registered widgets.
 * It is the editing view inside a flow: the flow's machine owns the values, decides validity (with
 * the same precompiled validator, validate.ts) and which messages show; this view shows them and
 * reports edits, leaving a field and the submit. No code is compiled in the browser (strict CSP).
 */
import { Stack } from '@mantine/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { GeneratedForm } from '../../codegen/runtime/contract';
import { layoutTemplate, type LayoutContext } from './LayoutTemplate';
import type { UploadState } from './upload';
import { UploadField } from './UploadField';
import { invalidControls, markInvalid } from './invalid-fields';
import { ThemedForm as Form } from './theme';
import { formValidator } from './validate';
import type { GeneratedFormContext } from './widgets/context';
import { registeredWidgets } from './widgets';

export interface FormUploads {
  state: UploadState;
  onFiles(files: File[]): void;
  onRemove(name: string): void;
}

export interface GeneratedFormViewProps {
  form: GeneratedForm;
  values: Record<string, unknown>;
  /** Translated message per field, only for the fields whose problem should show now. */
  errors?: Record<string, string>;
  /** Fields the page does not show now (they keep their place in the data). */
  hidden?: ReadonlySet<string>;
  /** Fields the flow requires beyond the metadata (marked required; the flow checks them). */
  required?: readonly string[];
  /** Fields the flow treats as optional although the metadata requires them (no required mark). */
  optional?: readonly string[];
  /** Sections that start collapsed behind a toggle (prefilled contact data). */
  collapsible?: ReadonlySet<string>;
  /**
   * What a field is for, by field name, as the page words it: shown under the label of a text
   * field (rjsf `ui:description`, drawn as the input's description and read out with it).
   */
  hints?: Readonly<Record<string, string>>;
  /** What widgets need beyond the values: options, checks, the phone country. */
  context: Omit<GeneratedFormContext, 'formData'>;
  onChange(values: Record<string, unknown>): void;
  onSubmit(): void;
  disabled?: boolean;
  /** The upload part of a `portal:Payload` function. */
  uploads?: FormUploads;
  /** Actions below the form (submit, cancel). */
  children?: ReactNode;
  /** The field that takes the focus when the dialog opens (Mantine's data-autofocus). */
  autoFocus?: string;
  /** Inside a form of the page's own (account dialogs): rendered as a plain group, submitted by that form. */
  embedded?: boolean;
}

const NoErrorList = () => null;
const CONSENT_UNTICKED = { constAsDefaults: 'never' } as const;

/**
 * The Mantine theme spreads `ui:options` onto Mantine inputs, where `component` is Mantine's
 * polymorphic prop (it rendered `<textfield>`), and any other unknown key lands on a DOM element.
 * The component is already chosen through `ui:widget` and kept in `form.fields`, so it is dropped here;
 * so are the layout keys (span, row, index: LayoutTemplate reads them from `form.fields`) and the
 * query keys (the widgets read them from the field's options before this). Number fields get
 * `clampBehavior: 'none'` so a typed value is never silently replaced by the minimum.
 */
function portalUiSchema(uiSchema: Record<string, unknown>, schema: Record<string, unknown> = {}): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, { type?: unknown } | undefined>;
  const out: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(uiSchema)) {
    if (entry && typeof entry === 'object' && !Array.isArray(entry) && 'ui:options' in entry) {
      const { component: _component, span: _span, row: _row, index: _index, section: _section, ...options } = (
        entry as { 'ui:options': Record<string, unknown> }
      )['ui:options'];
      const type = properties[name]?.type;
      const numeric = type === 'integer' || type === 'number';
      out[name] = { ...entry, 'ui:options': numeric ? { ...options, clampBehavior: 'none' } : options };
    } else out[name] = entry;
  }
  return { ...out, 'ui:submitButtonOptions': { norender: true } };
}

/** `{ name: 'message' }` -> rjsf's errorSchema shape. */
const extraErrorsOf = (errors: Record<string, string>): ErrorSchema =>
  Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, { __errors: [message] }])) as ErrorSchema;

export function GeneratedFormView(props: GeneratedFormViewProps) {
  const { form, values, errors = {}, hidden, required, optional, collapsible, hints, context, onChange, onSubmit, disabled = false, uploads, children, embedded = false, autoFocus } = props;
  const { validator, schema, widgets, uiSchema, templates } = useFormSchemas(form, required, optional, autoFocus, hints);
  const layout = useSectionLayout(form, errors, hidden, collapsible);
  const extraErrors = useMemo(() => extraErrorsOf(errors), [errors]);
  const formContext: GeneratedFormContext & LayoutContext = { ...context, ...layout, formData: values };

  const box = useProblemFocus(errors);

  return (
    <div ref={box}>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={values}
        validator={validator}
        widgets={widgets}
        templates={templates}
        formContext={formContext}
        extraErrors={extraErrors}
        // A required consent is `const: true`; rjsf would tick it by itself (consent must be given).
        experimental_defaultFormStateBehavior={CONSENT_UNTICKED}
        // The flow decides validity with the same validator; rjsf only renders and reports.
        noValidate
        showErrorList={false}
        noHtml5Validate
        onChange={(e) => onChange((e.formData ?? {}) as Record<string, unknown>)}
        onBlur={(id) => context.onBlur?.(id.replace(/^root_/, ''))}
        onSubmit={() => onSubmit()}
        disabled={disabled}
        tagName={embedded ? 'div' : 'form'}
      >
        {(uploads && form.payload) || children ? (
          <Stack gap="md" mt="md">
            {uploads && form.payload ? (
              <UploadField uploads={uploads.state} expect={form.expect} onFiles={uploads.onFiles} onRemove={uploads.onRemove} disabled={disabled} />
            ) : null}
            {children}
          </Stack>
        ) : null}
      </Form>
    </div>
  );
}

/** The form's schema with the page's required and optional fields, its ui schema (autofocus and hints included), validator, widgets and templates. */
function useFormSchemas(
  form: GeneratedFormViewProps['form'],
  required: GeneratedFormViewProps['required'],
  optional: GeneratedFormViewProps['optional'],
  autoFocus: GeneratedFormViewProps['autoFocus'],
  hints: GeneratedFormViewProps['hints'],
) {
  const validator = useMemo(() => formValidator(form), [form]);
  const schema = useMemo(() => {
    const own = (form.schema.required ?? []) as string[];
    if (!required?.length && !optional?.length) return form.schema as RJSFSchema;
    const names = [...new Set([...own, ...(required ?? [])])].filter((name) => !optional?.includes(name));
    return { ...form.schema, required: names } as RJSFSchema;
  }, [form, required?.join(), optional?.join()]);
  const widgets = useMemo(() => registeredWidgets(), []);
  const hintKey = hints ? JSON.stringify(hints) : '';
  const uiSchema = useMemo(() => {
    const ui = portalUiSchema(form.uiSchema, form.schema);
    for (const [name, hint] of Object.entries(hints ?? {})) {
      const entry = ui[name] as Record<string, unknown> | undefined;
      if (entry) ui[name] = { ...entry, 'ui:description': hint };
    }
    const entry = autoFocus ? (ui[autoFocus] as Record<string, unknown> | undefined) : undefined;
    if (!autoFocus || !entry) return ui;
    const options = (entry['ui:options'] ?? {}) as Record<string, unknown>;
    return { ...ui, [autoFocus]: { ...entry, 'ui:options': { ...options, 'data-autofocus': true } } };
    // hintKey stands for hints: a page's new object with the same hints keeps the schema.
  }, [form, autoFocus, hintKey]);
  // Every widget shows its first error itself (Mantine `error`); the theme's extra list would repeat it.
  const templates = useMemo(() => ({ ObjectFieldTemplate: layoutTemplate(form), FieldErrorTemplate: NoErrorList }), [form]);
  return { validator, schema, widgets, uiSchema, templates };
}

/** Which sections are collapsed, open or hold a problem, and how to toggle one. */
function useSectionLayout(form: GeneratedFormViewProps['form'], errors: Record<string, string>, hidden: GeneratedFormViewProps['hidden'], collapsible: GeneratedFormViewProps['collapsible']): LayoutContext {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const sectionOf = useMemo(() => new Map(form.fields.map((f) => [f.name, f.section])), [form]);
  const troubled = useMemo(() => new Set(Object.keys(errors).map((name) => sectionOf.get(name)).filter((s): s is string => Boolean(s))), [errors, sectionOf]);

  return {
    hidden,
    collapsible,
    expanded,
    troubled,
    onToggleSection: (section) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (!next.delete(section)) next.add(section);
        return next;
      }),
  };
}

/** Problems are told at the field (its message, linked by aria-describedby) and marked invalid; gives the ref of the box around the form. */
function useProblemFocus(errors: Record<string, string>) {
  const box = useRef<HTMLDivElement>(null);
  const marked = useRef<HTMLElement[]>([]);
  const shownErrors = useRef<string[]>([]);
  const errorKey = Object.keys(errors).join('\n');
  useLayoutEffect(() => {
    shownErrors.current = errorKey ? errorKey.split('\n') : [];
    if (box.current) marked.current = markInvalid(box.current, shownErrors.current, marked.current);
  });
  // A submit that the flow refuses (its own form's, or the page's form around an embedded one, e.g.
  // the wizard's "Weiter") left the focus on the button, and nothing was read out. The focus goes
  // to the first field with a problem; a screen reader then reads its name, "invalid" and the
  // message. Only after a submit: a message shown on leaving a field never pulls the focus back.
  useEffect(() => {
    const root = box.current;
    const form = root?.closest('form') ?? root?.querySelector('form');
    if (!root || !form) return;
    let timer = -1;
    const onSubmit = () => {
      window.clearTimeout(timer);
      // After the flow has answered the submit and the problems are drawn.
      timer = window.setTimeout(() => invalidControls(root, shownErrors.current)[0]?.focus(), 0);
    };
    form.addEventListener('submit', onSubmit);
    return () => {
      window.clearTimeout(timer);
      form.removeEventListener('submit', onSubmit);
    };
  }, []);

  return box;
}
