/** What GeneratedFormView hands its widgets through rjsf's formContext. */
export interface GeneratedFormContext {
  /** Current values of all fields, for `{param}` substitution in queries. */
  formData: Record<string, unknown>;
  /** Runs a field's relative OData GET (e.g. `Gebiete?$orderby=Name asc`) and returns its rows. */
  loadOptions(query: string, signal: AbortSignal): Promise<unknown>;
}
