/**
 * Loads a query-fed field's options whenever its substituted query changes (a dependency got a
 * value). A failed load leaves no options and the `error.load` message on the field.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { optionsFromRows, substituteQuery, type FieldOption } from '../options';
import type { GeneratedFormContext } from './context';

export function useQueryOptions(props: WidgetProps): { options: FieldOption[]; loading: boolean; loadError: string | null } {
  const context = props.registry.formContext as GeneratedFormContext | undefined;
  const query = typeof props.options.query === 'string' ? props.options.query : null;
  const queryText = typeof props.options.queryText === 'string' ? props.options.queryText : null;
  const resolved = query && context ? substituteQuery(query, context.formData) : null;
  const [state, setState] = useState<{ options: FieldOption[]; loading: boolean; loadError: string | null }>({
    options: [],
    loading: resolved !== null,
    loadError: null,
  });

  useEffect(() => {
    if (!resolved || !context) {
      setState({ options: [], loading: false, loadError: null });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, loadError: null }));
    context.loadOptions(resolved, controller.signal).then(
      (rows) => !controller.signal.aborted && setState({ options: optionsFromRows(rows, queryText), loading: false, loadError: null }),
      () => !controller.signal.aborted && setState({ options: [], loading: false, loadError: 'error.load' }),
    );
    return () => controller.abort();
    // `context` changes with every keystroke; only the resolved query decides a reload.
  }, [resolved, queryText]);

  // A value the new options no longer offer (its dependency changed) is cleared, so the form never
  // submits a street of the previously chosen town.
  const { value, onChange } = props;
  useEffect(() => {
    if (state.loading || state.loadError || value === undefined || value === null || value === '') return;
    if (!state.options.some((o) => String(o.value) === String(value))) onChange(undefined);
    // Only a new option list decides this; `value`/`onChange` follow it.
  }, [state.options]);

  return state;
}

/** Select/Radio values are strings; give the form the option's own type back. */
export function valueOf(options: FieldOption[], text: string | null): string | number | undefined {
  if (text === null || text === '') return undefined;
  return options.find((o) => String(o.value) === text)?.value ?? text;
}
