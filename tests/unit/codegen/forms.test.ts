import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { buildForm, STREET_NUMBER_PATTERN } from '../../../codegen/emit/form-schema';
import { rewriteRequires } from '../../../codegen/emit/validator-code';
import { EMAIL_PATTERN, STREET_NUMBER_PATTERN as RULE_STREET_NUMBER } from '../../../codegen/runtime/rules';
import { widgetFor } from '../../../codegen/runtime/widgets';
import { email, splitStreetNumber } from '../../../src/forms/validation';
import { fn, param } from './model-builder';
import { forms } from '../../../generated/forms/index';

const claim = fn(
  'Melde',
  [
    param('id', 'Edm.Int32', false, { component: 'None' }),
    param('art', 'Edm.Int32', false, {
      component: 'Radio',
      section: 'Anliegen',
      order: { span: 12, index: 1, row: 1 },
      query: 'Arten?$filter=Gebiet eq {gebiet}',
      queryText: 'Bezeichnung',
      expectations: [{ rule: 'NotEmpty' }],
    }),
    param('text', 'Edm.String', false, { component: 'TextArea', section: 'Anliegen', order: { span: 12, index: 1, row: 3 }, expectations: [{ rule: 'NotEmpty' }, { rule: 'Limit', limit: 200 }] }, { maxLength: 500 }),
    param('hausNr', 'Edm.String', true, { component: 'TextField', section: 'Kontakt', order: { span: 4, index: 2, row: 4 }, expectations: [{ rule: 'StreetNumber' }] }),
    param('strasse', 'Edm.String', true, { component: 'TextField', section: 'Kontakt', order: { span: 8, index: 1, row: 4 } }),
    param('gebiet', 'Edm.Int32', true, { component: 'ComboBox', section: 'Anliegen', order: { span: 6, index: 1, row: 2 }, query: 'Gebiete' }),
    param('am', 'Edm.DateTime', false, { component: 'DatePicker', default: { kind: 'date', token: 'CurrentDate', years: 0, months: 0, days: 14 } }),
    param('zusage', 'Edm.Boolean', true, { component: 'CheckBox' }),
    param('menge', 'Edm.Int32', false, { component: 'TextField', default: { kind: 'literal', value: '1' }, expectations: [{ rule: 'Amount', minimum: 1 }] }),
  ],
  { httpMethod: 'POST' },
);

describe('buildForm', () => {
  const form = buildForm(claim);
  const props = form.schema.properties as Record<string, Record<string, unknown>>;
  const ui = (name: string) => {
    const entry = form.uiSchema[name] as { 'ui:widget'?: string; 'ui:options': Record<string, unknown> };
    return { widget: entry['ui:widget'], options: entry['ui:options'] };
  };

  it('lays out sections in order of first appearance, rows ascending, fields by index, span default 12', () => {
    expect(form.layout).toEqual([
      { section: 'Anliegen', rows: [{ row: 1, fields: ['art'] }, { row: 2, fields: ['gebiet'] }, { row: 3, fields: ['text'] }] },
      { section: 'Kontakt', rows: [{ row: 4, fields: ['strasse', 'hausNr'] }] },
      { section: null, rows: [{ row: 5, fields: ['am'] }, { row: 6, fields: ['zusage'] }, { row: 7, fields: ['menge'] }] },
    ]);
    expect(ui('am').options.span).toBe(12);
    expect(form.uiSchema['ui:order']).toEqual(['art', 'gebiet', 'text', 'strasse', 'hausNr', 'am', 'zusage', 'menge', 'id']);
  });

  it('hides None fields and does not ask the user for them', () => {
    expect(ui('id').widget).toBe('hidden');
    expect(form.schema.required).not.toContain('id');
    expect(form.fields.find((f) => f.name === 'id')?.required).toBe(true);
  });

  it('maps expectations to the schema', () => {
    expect(form.schema.required).toEqual(['art', 'text', 'am', 'menge']);
    expect(props.text).toMatchObject({ type: 'string', minLength: 1, pattern: '\\S', maxLength: 200 });
    expect(props.hausNr).toMatchObject({ pattern: STREET_NUMBER_PATTERN });
    expect(props.menge).toMatchObject({ type: 'integer', minimum: 1, default: 1 });
  });

  it('feeds option widgets from the query and records the fields it depends on', () => {
    expect(form.uiSchema.art).toMatchObject({
      'ui:widget': 'QueryRadio',
      'ui:options': { query: 'Arten?$filter=Gebiet eq {gebiet}', queryText: 'Bezeichnung', dependsOn: ['gebiet'] },
    });
    expect(ui('text').widget).toBe('textarea');
  });

  it('starts a nullable checkbox indeterminate and keeps date tokens for run time', () => {
    expect(props.zusage).not.toHaveProperty('default');
    expect(ui('zusage').options.tristate).toBe(true);
    expect(props.am).not.toHaveProperty('default');
    expect(form.fields.find((f) => f.name === 'am')?.default).toEqual({ kind: 'date', token: 'CurrentDate', years: 0, months: 0, days: 14 });
  });

  it('accepts street numbers with additions and rejects ones without leading digits', () => {
    const re = new RegExp(STREET_NUMBER_PATTERN, 'u');
    for (const ok of ['12', '12a', '12 b', '12-14', '3/1', ' 7 ']) expect(re.test(ok), ok).toBe(true);
    // One pattern for every function: an addition may hold letters, digits, spaces, dots, - and / (up to 15).
    for (const bad of ['a12', '', 'zwölf', '12!', '12 <b>', '1'.repeat(30)]) expect(re.test(bad), bad).toBe(false);
  });

  it('writes the one e-mail and street-number pattern the portal\'s rules use (codegen/runtime/rules.ts)', () => {
    expect(STREET_NUMBER_PATTERN).toBe(RULE_STREET_NUMBER);
    const re = new RegExp(STREET_NUMBER_PATTERN, 'u');
    for (const text of ['12', '12a', ' 12 B ', '12-14', '7/1', '3 ä', '12 ab cd', 'a12', '12!', '-', '', '<script>', '1'.repeat(40)]) {
      expect(re.test(text), text).toBe(splitStreetNumber(text) !== null);
    }
    expect(props.hausNr?.pattern).toBe(RULE_STREET_NUMBER);
    const mail = buildForm(fn('Mail', [param('eMail', 'Edm.String', false, { component: 'TextField', expectations: [{ rule: 'EMail' }] })], { httpMethod: 'POST' }));
    const mailProp = (mail.schema.properties as Record<string, Record<string, unknown>>).eMail!;
    expect(mailProp).toMatchObject({ pattern: EMAIL_PATTERN, maxLength: 254 });
    const mailRe = new RegExp(EMAIL_PATTERN, 'u');
    for (const text of ['max@example.de', 'a.b@c.de', '.a@b.de', 'a..b@c.de', 'a.@b.de', 'a@b', 'a b@c.de', 'a@@b.de', '<x>@y.de']) {
      expect(mailRe.test(text), text).toBe(email(text) === null);
    }
  });
});

describe('widgetFor', () => {
  type Rule = Parameters<typeof widgetFor>[0]['expectations'][number];
  const w = (component: Parameters<typeof widgetFor>[0]['component'], ...expectations: Rule[]) => widgetFor({ component, expectations });

  it('takes the widget of the component', () => {
    expect(w('None')).toBe('hidden');
    expect(w('TextArea', { rule: 'Limit', limit: 200 })).toBe('textarea');
    expect(w('CheckBox')).toBe('checkbox');
    expect(w('DatePicker')).toBe('date');
    expect(w('Radio')).toBe('QueryRadio');
    expect(w('ComboBox')).toBe('QueryComboBox');
    expect(w('AutoComplete')).toBe('QueryAutoComplete');
    // A plain text field is rjsf's default text input.
    expect(w('TextField')).toBeUndefined();
    expect(w('TextField', { rule: 'NotEmpty' }, { rule: 'EMail' }, { rule: 'Limit', limit: 5 }, { rule: 'StreetNumber' })).toBeUndefined();
  });
  it('lets a text field\'s expectation with behaviour of its own choose the widget', () => {
    expect(w('TextField', { rule: 'NotEmpty' }, { rule: 'ContainerNumber' })).toBe('ContainerLookup');
    expect(w('TextField', { rule: 'Phone' })).toBe('PhoneInput');
    expect(w('TextField', { rule: 'Amount', minimum: 1 })).toBe('AmountInput');
    expect(w('TextField', { rule: 'Password' })).toBe('Password');
    expect(w('TextField', { rule: 'NewPassword' })).toBe('NewPassword');
    // In registry order when a field carries two.
    expect(w('TextField', { rule: 'Phone' }, { rule: 'ContainerNumber' })).toBe('ContainerLookup');
  });
  it('keeps a hidden or choice component whatever the rules say', () => {
    expect(w('None', { rule: 'Password' })).toBe('hidden');
    expect(w('ComboBox', { rule: 'Amount', minimum: 0 })).toBe('QueryComboBox');
    expect(w('TextArea', { rule: 'Phone' })).toBe('textarea');
  });
  it('is what codegen writes into ui:widget', () => {
    const built = buildForm(claim);
    for (const f of built.fields) expect((built.uiSchema[f.name] as { 'ui:widget'?: string })['ui:widget'], f.name).toBe(widgetFor(f));
  });
});

describe('precompiled validators', () => {
  it('turns leftover require() calls into imports', () => {
    const code = rewriteRequires('"use strict";export const A = v;const func2 = require("ajv/dist/runtime/ucs2length").default;');
    expect(code).not.toContain('require(');
    expect(code).toContain('import * as cjs0 from "ajv/dist/runtime/ucs2length.js";');
  });

  it('leaves no require() in the generated validator modules (the Vite dev server serves them as ESM)', () => {
    const files = readdirSync('generated/forms').filter((name) => name.endsWith('.validator.js'));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      // ajv keeps `require(...)` only inside string literals (code-generation hints): ignore those.
      const text = readFileSync(`generated/forms/${name}`, 'utf8');
      expect(text.replace(/"(?:[^"\\]|\\.)*"/g, '""'), name).not.toMatch(/\brequire\(/);
      // The helpers ajv needs arrive as imports instead.
      if (text.includes('fromCjs(')) expect(text, name).toMatch(/^import \* as cjs0 from "ajv(-formats)?\/dist\/[\w/]+\.js";$/m);
    }
  });

  it('validates the generated claim form without compiling code at run time', async () => {
    const load = forms.LegeReklamationAngemeldetAn;
    expect(load).toBeDefined();
    const form = await load!();
    const validator = createPrecompiledValidator(form.validateFns as never, form.schema as RJSFSchema);
    const valid = {
      reklamationsArtenID: 3,
      kurzbeschreibung: 'Tonne nicht geleert',
      anruferName: 'Müller',
      anruferStrasse: 'Hauptstraße',
      anruferHausNr: '12a',
      anruferPLZ: '12345',
      anruferOrt: 'Mittelstadt',
      eMail: 'a@example.org',
    };
    expect(validator.isValid(form.schema as RJSFSchema, valid, form.schema as RJSFSchema)).toBe(true);
    const errors = validator.validateFormData({ ...valid, kurzbeschreibung: '   ', anruferHausNr: 'x', eMail: 'nope' }, form.schema as RJSFSchema);
    const failed = errors.errors.map((e) => e.property).sort();
    expect(failed).toEqual(['.anruferHausNr', '.eMail', '.kurzbeschreibung']);
  });
});
