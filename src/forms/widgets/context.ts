/** What GeneratedFormView hands its widgets through rjsf's formContext. */
import type { CountryCode } from 'libphonenumber-js/min';
import type { FieldOption } from '../options';

/** What a server-checked field (container number) currently knows, told by the flow. */
export interface FieldCheck {
  state: 'idle' | 'checking' | 'found' | 'invalid' | 'failed';
  /** Text to show under the field when found (already translated). */
  found?: string;
}

export interface GeneratedFormContext {
  /** Current values of all fields, for `{param}` substitution in queries. */
  formData: Record<string, unknown>;
  /** Runs a field's relative OData GET (e.g. `Gebiete?$orderby=Name asc`) and returns its rows. */
  loadOptions(query: string, signal: AbortSignal): Promise<unknown>;
  /** Options the page supplies for a field instead of its query (e.g. claim types of one kind). */
  fieldOptions?: Record<string, readonly FieldOption[]>;
  /** A query-fed field failed to load: the page may toast and name its own message key. */
  onLoadError?(field: string): string | void;
  /** Country the Phone rule checks against, the countries offered, and how to change it. */
  country?: CountryCode;
  phoneCountries?: readonly string[];
  onCountry?(country: CountryCode): void;
  /** The authority's privacy notice: a consent whose label names the "Datenschutzhinweise" links the word to it. */
  privacyUrl?: string;
  /** Server checks per field (ContainerLookup). */
  checks?: Record<string, FieldCheck>;
  /** The resident's own containers to pick from instead of typing a number (value = chip number). */
  containerChoices?: readonly FieldOption[];
  /** Tells the flow a field was left (errors of touched fields show before the first submit). */
  onBlur?(field: string): void;
  /** The repetition of a NewPassword field; it is the flow's, not a parameter of the function. */
  confirmation?: { value: string; error?: string; onChange(value: string): void; /** Default: "Neues Passwort wiederholen". */ label?: string };
}

export const formContextOf = (props: { registry: { formContext?: unknown } }): GeneratedFormContext | undefined =>
  props.registry.formContext as GeneratedFormContext | undefined;
