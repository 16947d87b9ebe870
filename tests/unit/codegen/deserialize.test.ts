import { describe, expect, it } from 'vitest';
import { deserializeResult, readCount, type TypeMap } from '../../../codegen/runtime/deserialize';

const typeMap: TypeMap = {
  'P.Termin': { dates: ['Termin'], nav: { Abfuhrplan: 'P.Plan' } },
  'P.Plan': { dates: ['GueltigAb'], nav: { Art: 'P.Art', Termine: 'P.Termin' } },
  'P.Art': { instants: ['GeaendertAm'] },
  'P.Login': { dates: ['Expiration'], complex: { Adresse: 'P.Adresse' } },
  'P.Adresse': { dates: ['SeitWann'] },
};

/** Responses are untyped JSON; tests walk them freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const NEW_YEAR = '/Date(1767225600000)/';
const BERLIN_NEW_YEAR = '2025-12-31T23:00:00.000Z';

describe('deserializeResult', () => {
  it('converts dates through nested expands and {results} collections', () => {
    const body = {
      d: {
        results: [
          {
            Termin: NEW_YEAR,
            Text: NEW_YEAR,
            Abfuhrplan: {
              GueltigAb: NEW_YEAR,
              Art: { GeaendertAm: '/Date(1767225600000+0060)/', Name: 'Rest' },
              Termine: { results: [{ Termin: NEW_YEAR, Abfuhrplan: { __deferred: { uri: 'x' } } }] },
            },
          },
        ],
      },
    };
    const [first] = deserializeResult(body, { kind: 'structured', type: 'P.Termin', collection: true }, typeMap) as Json[];
    expect(first.Termin.toISOString()).toBe(BERLIN_NEW_YEAR);
    // Only properties typed as dates are converted.
    expect(first.Text).toBe(NEW_YEAR);
    expect(first.Abfuhrplan.GueltigAb.toISOString()).toBe(BERLIN_NEW_YEAR);
    expect(first.Abfuhrplan.Art.GeaendertAm.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(first.Abfuhrplan.Termine[0].Termin.toISOString()).toBe(BERLIN_NEW_YEAR);
    // Not expanded: absent, as the interface says.
    expect('Abfuhrplan' in first.Abfuhrplan.Termine[0]).toBe(false);
    // The input is not modified.
    expect(body.d.results[0]!.Termin).toBe(NEW_YEAR);
  });

  it('accepts d as array, single object and {results}', () => {
    const shape = { kind: 'structured', type: 'P.Termin', collection: true } as const;
    for (const d of [[{ Termin: NEW_YEAR }], { results: [{ Termin: NEW_YEAR }] }]) {
      expect((deserializeResult({ d }, shape, typeMap) as Json[])[0].Termin).toBeInstanceOf(Date);
    }
    const single = deserializeResult({ d: { Termin: NEW_YEAR } }, { ...shape, collection: false }, typeMap) as Json;
    expect(single.Termin).toBeInstanceOf(Date);
  });

  it('unwraps function results named like the function, complex and primitive', () => {
    const login = deserializeResult(
      { d: { PruefePasswort: { Expiration: NEW_YEAR, Adresse: { SeitWann: NEW_YEAR } } } },
      { kind: 'structured', type: 'P.Login', collection: false },
      typeMap,
      'PruefePasswort',
    ) as Json;
    expect(login.Expiration.toISOString()).toBe(BERLIN_NEW_YEAR);
    expect(login.Adresse.SeitWann.toISOString()).toBe(BERLIN_NEW_YEAR);
    expect(deserializeResult({ d: { IdZumMasterLogin: 42 } }, { kind: 'primitive', edmType: 'Edm.Int32', collection: false }, typeMap, 'IdZumMasterLogin')).toBe(42);
    const when = deserializeResult({ d: { Wann: NEW_YEAR } }, { kind: 'primitive', edmType: 'Edm.DateTime', collection: false }, typeMap, 'Wann');
    expect((when as Date).toISOString()).toBe(BERLIN_NEW_YEAR);
  });

  it('reads the inline count', () => {
    expect(readCount({ d: { results: [], __count: '17' } })).toBe(17);
    expect(readCount({ d: [] })).toBeUndefined();
  });
});
