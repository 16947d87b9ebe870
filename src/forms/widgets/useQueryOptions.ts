/**
 * Options of a query-fed field: those the page supplies for it (formContext.fieldOptions), else its
 * `portal:Query` loaded whenever the substituted query changes (a dependency got a value). A failed
 * load leaves no options and a message on the field: `error.load`, or the page's own key.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { inReadingOrder, optionsFromRows, substituteQuery, type FieldOption } from '../options';
import { formContextOf } from './context';
import { fieldNameOf } from './input-props';

interface OptionsState {
  options: readonly FieldOption[];
  loading: boolean;
  loadError: string | null;
}

export function useQueryOptions(props: WidgetProps): OptionsState {
  const context = formContextOf(props);
  const name = fieldNameOf(props);
  const supplied = context?.fieldOptions?.[name];
  const query = typeof props.options.query === 'string' ? props.options.query : null;
  const queryText = typeof props.options.queryText === 'string' ? props.options.queryText : null;
  const resolved = !supplied && query && context ? substituteQuery(query, context.formData) : null;
  const [state, setState] = useState<OptionsState>({ options: [], loading: resolved !== null, loadError: null });

  useEffect(() => {
    if (!resolved || !context) {
      setState({ options: [], loading: false, loadError: null });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, loadError: null }));
    context.loadOptions(resolved, controller.signal).then(
      (rows) => !controller.signal.aborted && setState({ options: inReadingOrder(optionsFromRows(rows, queryText), resolved, queryText), loading: false, loadError: null }),
      () => {
        if (controller.signal.aborted) return;
        const key = context.onLoadError?.(name);
        setState({ options: [], loading: false, loadError: key || 'error.load' });
      },
    );
    return () => controller.abort();
    // `context` changes with every keystroke; only the resolved query decides a reload.
  }, [resolved, queryText]);

  const current = supplied ? { options: supplied, loading: false, loadError: null } : state;

  // A value the new options no longer offer (its dependency changed) is cleared, so the form never
  // submits a street of the previously chosen town.
  const { value, onChange } = props;
  useEffect(() => {
    if (current.loading || current.loadError || value === undefined || value === null || value === '') return;
    if (!current.options.some((o) => String(o.value) === String(value))) onChange(undefined);
    // Only a new option list decides this; `value`/`onChange` follow it.
  }, [current.options]);

  return current;
}

/** Select/Radio values are strings; give the form the option's own type back. */
export function valueOf(options: readonly FieldOption[], text: string | null): string | number | undefined {
  if (text === null || text === '') return undefined;
  return options.find((o) => String(o.value) === text)?.value ?? text;
}
