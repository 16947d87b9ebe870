import { describe, expect, it } from 'vitest';
import { form as claimForm } from '../../../generated/forms/LegeReklamationAngemeldetAn';
import { form as dumpForm } from '../../../generated/forms/LegeStueckgutAuftragAn';
import { formProblems, formValidator } from '../../../src/forms/validate';
import { param } from '../codegen/model-builder';
import { generate } from './generate';

const valid = {
  reklamationsArtenID: 3, kurzbeschreibung: 'Tonne nicht geleert', anruferName: 'Müller', anruferStrasse: 'Hauptstraße', anruferHausNr: '12a',
  anruferPLZ: '12345', anruferOrt: 'Mittelstadt', eMail: 'a@example.org',
};

describe('formProblems', () => {
  it('finds nothing in a valid claim; hidden ids (Component None) are not asked for', () => {
    expect(formProblems(claimForm, valid)).toEqual({});
    expect(formProblems(claimForm, { ...valid, anruferTelefon: '', gebieteId: null, anruferVorname: undefined })).toEqual({});
  });
  it('gives every field one validation message key, from our rules or the precompiled ajv validator', () => {
    const problems = formProblems(claimForm, {
      ...valid, anruferName: '   ', anruferHausNr: 'a12', eMail: 'max@beispiel', anruferTelefon: '123', kurzbeschreibung: 'x'.repeat(201), anruferOrt: undefined,
      // Only ajv speaks here: no portal rule for the type of a ComboBox value.
      gebieteId: 'Nord',
    });
    expect(problems).toEqual({
      anruferName: 'validation.not-empty', anruferHausNr: 'validation.street-number', eMail: 'validation.email', anruferTelefon: 'validation.phone',
      kurzbeschreibung: 'validation.limit-exceeded', anruferOrt: 'validation.not-empty', gebieteId: 'validation.amount',
    });
    // ajv sees the same e-mail fault (pattern) our rule does; the field still has one key.
    const { errors } = formValidator(claimForm).validateFormData({ ...valid, eMail: 'max@beispiel' }, claimForm.schema as never);
    expect(errors.map((e) => e.property)).toEqual(['.eMail']);
  });
  it('checks the phone against the given country', () => {
    expect(formProblems(claimForm, { ...valid, anruferTelefon: '0170 1234567' }, { country: 'DE' }).anruferTelefon).toBeUndefined();
    expect(formProblems(claimForm, { ...valid, anruferTelefon: '0170 1234567' }, { country: 'FR' }).anruferTelefon).toBe('validation.phone');
  });
  it('skips the fields the page hides now, whatever they hold', () => {
    const values = { ...valid, eMail: 'kaputt', chipReferenzNr: 'x'.repeat(40) };
    expect(Object.keys(formProblems(claimForm, values)).sort()).toEqual(['chipReferenzNr', 'eMail']);
    expect(formProblems(claimForm, values, { hidden: new Set(['eMail', 'chipReferenzNr']) })).toEqual({});
  });
  it('checks Amount, a required CheckBox and the validator of any generated form', () => {
    expect(formProblems(dumpForm, { anzahl: 0 }).anzahl).toBe('validation.amount');
    const consent = generate([param('zusage', 'Edm.Boolean', false, { component: 'CheckBox' }, { label: 'Ich stimme zu' })]);
    expect(formProblems(consent, { zusage: false })).toEqual({ zusage: 'validation.not-empty' });
    expect(formProblems(consent, { zusage: true })).toEqual({});
  });
});
