import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../codegen/runtime/contract';
import { form as dumpForm } from '../../../generated/forms/LegeStueckgutAuftragAn';
import { form as claimForm } from '../../../generated/forms/LegeReklamationAngemeldetAn';
import { form as calendarForm } from '../../../generated/forms/KalenderExport';
import { initialFormData } from '../../../src/forms/defaults';
import { errorField, fieldProblems, keyForAjvError } from '../../../src/forms/form-errors';
import { optionsFromRows, rowKey, substituteQuery } from '../../../src/forms/options';

describe('query options', () => {
  it('substitutes {param} with literals and waits for empty dependencies', () => {
    const q = 'Strassen?$filter=Ort/OrteId eq {ort}&$orderby=Name asc';
    expect(substituteQuery(q, { ort: 12 })).toBe('Strassen?$filter=Ort/OrteId eq 12&$orderby=Name asc');
    expect(substituteQuery(q, { ort: '' })).toBeNull();
    expect(substituteQuery(q, {})).toBeNull();
    expect(substituteQuery("X?$filter=Name eq {n}", { n: "O' or 1 eq 1" })).toBe("X?$filter=Name eq 'O'' or 1 eq 1'");
    expect(substituteQuery('Gebiete', {})).toBe('Gebiete');
  });
  it('takes the key from the uri or an Id property and the text from QueryText, Name or Bezeichnung', () => {
    expect(rowKey({ __metadata: { uri: '/api/Gebiete(3)' }, Name: 'x' })).toBe(3);
    expect(rowKey({ __metadata: { uri: "/api/Codes('A''B')" } })).toBe("A'B");
    expect(rowKey({ StrassenId: 7, Name: 'x' })).toBe(7);
    expect(
      optionsFromRows([{ StueckgutAuftragsartenId: 1, Name: 'Sperrmüll', NameInPortal: 'Sperrmüll (Abholung)' }, { Bezeichnung: 'ohne Schlüssel' }], 'NameInPortal'),
    ).toEqual([{ value: 1, label: 'Sperrmüll (Abholung)' }]);
    expect(optionsFromRows([{ ReklamationsArtenId: 2, Bezeichnung: 'Leerung' }])).toEqual([{ value: 2, label: 'Leerung' }]);
    expect(optionsFromRows(null)).toEqual([]);
    // Every answer shape of the metadata contract: V2 {results} and one object, not only an array.
    expect(optionsFromRows({ results: [{ GebieteId: 3, Name: 'Nord' }] })).toEqual([{ value: 3, label: 'Nord' }]);
    expect(optionsFromRows({ GebieteId: 4, Name: 'Süd' })).toEqual([{ value: 4, label: 'Süd' }]);
  });
});

describe('errors of generated forms', () => {
  it('maps ajv keywords to the validation message keys', () => {
    expect(keyForAjvError({ name: 'required' })).toBe('validation.not-empty');
    expect(keyForAjvError({ name: 'maxLength' })).toBe('validation.limit-exceeded');
    expect(keyForAjvError({ name: 'minimum' })).toBe('validation.amount');
    expect(keyForAjvError({ name: 'type', params: { type: 'integer' } })).toBe('validation.amount');
    expect(keyForAjvError({ name: 'format', params: { format: 'email' } })).toBe('validation.email');
    const required = { name: 'required', property: '', params: { missingProperty: 'eMail' }, stack: 'x' };
    expect(keyForAjvError(required)).toBe('validation.not-empty');
    expect(errorField(required)).toBe('eMail');
  });
  it('checks Phone, StreetNumber, NotEmpty and Amount with the portal rules', () => {
    const problems = fieldProblems({ anruferTelefon: '123', anruferHausNr: 'abc', kurzbeschreibung: '   ', eMail: 'x@y.de' }, claimForm.fields);
    expect(problems).toMatchObject({
      anruferTelefon: 'validation.phone', anruferHausNr: 'validation.street-number', kurzbeschreibung: 'validation.not-empty',
      anruferName: 'validation.not-empty',
    });
    expect(problems.eMail).toBeUndefined();
    expect(problems.id).toBeUndefined();
    expect(fieldProblems({ anzahl: 0 }, dumpForm.fields).anzahl).toBe('validation.amount');
    expect(fieldProblems({ anzahl: 2 }, dumpForm.fields).anzahl).toBeUndefined();
  });
});

describe('initialFormData', () => {
  it('resolves literal and date defaults in the Berlin calendar and leaves nullable checkboxes indeterminate', () => {
    const now = new Date('2026-11-21T23:30:00Z'); // already 22 November in Berlin
    const dump = initialFormData(dumpForm.fields, now, { objekteId: 5 });
    expect(dump).toMatchObject({ anzahl: 1, wunschtermin: '2026-12-06', objekteId: 5 });
    expect('einwilligung' in dump).toBe(false);
    expect(initialFormData(calendarForm.fields, now)).toMatchObject({ von: '2026-11-01', bis: '2027-01-31' });
  });
  it('types literal defaults by Edm type', () => {
    const f = (edmType: string, value: string): FormField =>
      ({ name: 'x', edmType, nullable: true, required: false, label: 'x', component: 'TextField', order: { span: 12, index: 1, row: 1 }, dependsOn: [], expectations: [], default: { kind: 'literal', value } }) as FormField;
    expect(initialFormData([f('Edm.Int32', '12')], new Date())).toEqual({ x: 12 });
    expect(initialFormData([f('Edm.Boolean', 'true')], new Date())).toEqual({ x: true });
    expect(initialFormData([f('Edm.Int32', 'zwölf')], new Date())).toEqual({});
  });
});
