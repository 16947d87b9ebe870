/**
 * Browser autofill hints for generated text fields, derived from what the metadata says about a
 * parameter (its name, its sap:label and its rules), so every authority's forms get them without an
 * annotation: an `EMail` rule or a parameter named like `email`/`eMail` is an e-mail field (typed
 * `email` with the e-mail keyboard), `vorname` the given name, a `Nachname` the family name, `plz`
 * the postcode, `ort` the town, a `benutzerkennung` the user name. Widgets with their own input
 * (phone, passwords, IBAN) set theirs themselves. Isomorphic: no Node APIs.
 */
import type { FormField } from './contract';

export interface InputHints {
  autocomplete: string;
  /** HTML input type where it differs from text. */
  inputType?: 'email';
  inputMode?: 'email';
}

const normal = (text: string | undefined): string => (text ?? '').trim().toLowerCase();

export function inputHintsFor(field: Pick<FormField, 'name' | 'label' | 'component' | 'expectations'>): InputHints | null {
  if (field.component !== 'TextField') return null;
  const name = normal(field.name);
  const label = normal(field.label);
  if (field.expectations.some((e) => e.rule === 'EMail') || /(^|[a-z])e?-?mail$/.test(name)) return { autocomplete: 'email', inputType: 'email', inputMode: 'email' };
  if (name.endsWith('vorname') || name === 'givenname' || name === 'firstname' || label === 'vorname') return { autocomplete: 'given-name' };
  if (name.endsWith('nachname') || name === 'familyname' || name === 'lastname' || label === 'nachname') return { autocomplete: 'family-name' };
  if (name.endsWith('plz') || name === 'postleitzahl' || name === 'postcode' || label === 'plz' || label === 'postleitzahl') return { autocomplete: 'postal-code' };
  if (name === 'ort' || (name.endsWith('ort') && (label === 'ort' || label === 'wohnort'))) return { autocomplete: 'address-level2' };
  if (name === 'benutzerkennung' || name === 'kennung' || name === 'username') return { autocomplete: 'username' };
  if (name === 'kontoinhaber') return { autocomplete: 'name' };
  return null;
}
