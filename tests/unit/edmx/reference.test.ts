// Given the reference authority's $metadata, when it is read, then the model states what the
// portal relies on: resolved aliases, navigation targets, function imports and their annotations.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEdmx } from '../../../codegen/edmx/read';
import type { FunctionImport, MetadataModel } from '../../../codegen/edmx/model';

const model: MetadataModel = readEdmx(readFileSync('schema/reference/metadata.xml', 'utf8'));

function fn(name: string): FunctionImport {
  const found = model.functionImports.get(name);
  if (!found) throw new Error(`function import ${name} missing`);
  return found;
}
const allParameters = [...model.functionImports.values()].flatMap((f) => f.parameters);

describe('reference metadata', () => {
  it('reads the document header and both schemas with their alias', () => {
    expect(model.edmxVersion).toBe('1.0');
    expect(model.dataServiceVersion).toBe('2.0');
    expect(model.schemas).toEqual([{ namespace: 'Abfall.Portal', alias: 'Portal' }, { namespace: 'Abfall.Portal.Dienst' }]);
    expect(model.diagnostics).toEqual([]);
  });

  it('reads every type, set and function import', () => {
    expect(model.entityTypes.size).toBe(41);
    expect(model.complexTypes.size).toBe(8);
    expect(model.entitySets.size).toBe(41);
    expect(model.functionImports.size).toBe(33);
    expect(model.associations.size).toBeGreaterThan(40);
  });

  it('resolves the alias Portal to Abfall.Portal everywhere', () => {
    expect(model.entityTypes.get('Abfall.Portal.Auftraege')).toMatchObject({ namespace: 'Abfall.Portal', name: 'Auftraege', key: ['AuftraegeId'] });
    expect(model.entitySets.get('Auftraege')).toMatchObject({ entityType: 'Abfall.Portal.Auftraege', container: 'Abfallportal' });
    expect(model.associations.get('Abfall.Portal.Strassen_Ort')?.ends).toEqual([
      { role: 'Strassen', type: 'Abfall.Portal.Strassen', multiplicity: '*' },
      { role: 'Ort_Ziel', type: 'Abfall.Portal.Orte', multiplicity: '0..1' },
    ]);
    expect(fn('PruefePasswort').returnType).toEqual({ kind: 'complex', fqn: 'Abfall.Portal.Anmeldeergebnis', collection: false });
    const typeNames = [...model.entityTypes.keys(), ...model.complexTypes.keys()];
    expect(typeNames.every((fqn) => fqn.startsWith('Abfall.Portal.'))).toBe(true);
  });

  it('resolves navigation properties through association ends', () => {
    const auftraege = model.entityTypes.get('Abfall.Portal.Auftraege');
    expect(auftraege?.navigationProperties.find((n) => n.name === 'NachfolgerObj')).toEqual({
      name: 'NachfolgerObj', tsKey: 'NachfolgerObj', target: 'Abfall.Portal.Auftraege', collection: false, nullable: true,
    });
    const stueckgut = model.entityTypes.get('Abfall.Portal.StueckgutAuftraege');
    expect(stueckgut?.navigationProperties.find((n) => n.name === 'StueckgutAnzahlen')).toMatchObject({
      target: 'Abfall.Portal.StueckgutAnzahlen', collection: true, nullable: false,
    });
    expect(model.entityTypes.get('Abfall.Portal.Strassen')?.navigationProperties).toEqual([
      { name: 'Ort', tsKey: 'Ort', target: 'Abfall.Portal.Orte', collection: false, nullable: true },
    ]);
  });

  it('reads property facets and SAP labels', () => {
    const preis = model.entityTypes.get('Abfall.Portal.GefaesstarifArten')?.properties.find((p) => p.name === 'Preis');
    expect(preis).toEqual({
      name: 'Preis', tsKey: 'Preis', type: { kind: 'primitive', name: 'Edm.Decimal', collection: false },
      nullable: true, precision: 10, scale: 2, label: 'Jahresgebühr',
    });
    const bezeichnung = model.entityTypes.get('Abfall.Portal.Anreden')?.properties[1];
    expect(bezeichnung).toMatchObject({ name: 'Bezeichnung', nullable: false, maxLength: 40, label: 'Anrede' });
  });

  it('reads function imports: method, return type, entity set, parameters', () => {
    expect(fn('Abmelden')).toMatchObject({ httpMethod: 'POST', parameters: [], hasForm: false });
    expect(fn('IdZumMasterLogin')).toMatchObject({ httpMethod: 'GET', returnType: { kind: 'primitive', name: 'Edm.Int32' } });
    expect(fn('MoeglicheGefaesse').returnType).toEqual({ kind: 'complex', fqn: 'Abfall.Portal.MoeglichesGefaess', collection: true });
    expect(fn('AbfuhrtermineAbJahr')).toMatchObject({
      entitySet: 'Abfuhrtermine',
      returnType: { kind: 'entity', fqn: 'Abfall.Portal.Abfuhrtermine', collection: true },
      hasForm: false,
    });
    expect(fn('AbfuhrtermineAbJahr').parameters.map((p) => [p.name, p.nullable, p.mode])).toEqual([
      ['orteId', false, 'In'], ['strassenId', false, 'In'], ['jahr', false, 'In'], ['hausNr', true, 'In'],
    ]);
  });

  it('reads the upload and cancellation annotations of function imports', () => {
    expect(fn('LegeReklamationAngemeldetAn')).toMatchObject({
      httpMethod: 'POST',
      entitySet: 'Reklamationen',
      returnType: { kind: 'entity', fqn: 'Abfall.Portal.Reklamationen', collection: false },
      portal: { payload: true, expect: ['pdf', 'jpg', 'jpeg', 'png', 'image/heic'], allowsPlannedCancellation: false },
      hasForm: true,
    });
    expect(fn('StorniereStueckgutAuftrag').portal).toEqual({ payload: false, expect: [], allowsPlannedCancellation: true });
    expect(fn('StorniereAuftrag').portal.allowsPlannedCancellation).toBe(false);
  });

  it('reads form field annotations of parameters', () => {
    const strasse = fn('Registrieren').parameters.find((p) => p.name === 'strasse');
    expect(strasse).toMatchObject({
      label: 'Straße',
      portal: {
        component: 'AutoComplete',
        section: 'Adresse',
        order: { span: 6, index: 2, row: 1 },
        query: 'Strassen?$filter=Ort/OrteId eq {ort}&$orderby=Name asc',
        expectations: [{ rule: 'NotEmpty' }],
      },
    });
    const von = fn('Kontoauszug').parameters.find((p) => p.name === 'von');
    expect(von?.portal.default).toEqual({ kind: 'date', token: 'StartOfYear', years: -1, months: 0, days: 0 });
    const art = fn('LegeReklamationAngemeldetAn').parameters.find((p) => p.name === 'reklamationsArtenID');
    expect(art?.portal).toMatchObject({ component: 'Radio', queryText: 'Bezeichnung', query: 'ReklamationsArten?$orderby=Bezeichnung asc' });
    expect(fn('AktualisiereStammdaten').parameters[1]?.portal).toEqual({
      component: 'None', default: { kind: 'literal', value: 'Adresse' }, expectations: [],
    });
  });

  it('uses every Component kind, Expectation rule and Default token at least once', () => {
    const components = new Set(allParameters.map((p) => p.portal.component).filter(Boolean));
    expect([...components].sort()).toEqual(['AutoComplete', 'CheckBox', 'ComboBox', 'DatePicker', 'None', 'Radio', 'TextArea', 'TextField']);
    const rules = new Set(allParameters.flatMap((p) => p.portal.expectations.map((e) => e.rule)));
    expect([...rules].sort()).toEqual(['Amount', 'ContainerNumber', 'EMail', 'IBAN', 'Limit', 'NewPassword', 'NotEmpty', 'Password', 'Phone', 'StreetNumber']);
    const tokens = new Set(allParameters.flatMap((p) => (p.portal.default?.kind === 'date' ? [p.portal.default.token] : [])));
    expect([...tokens].sort()).toEqual(['CurrentDate', 'EndOfMonth', 'EndOfYear', 'StartOfMonth', 'StartOfYear']);
    expect(allParameters.some((p) => p.portal.default?.kind === 'literal')).toBe(true);
  });

  it('gives every type, set and function a valid, unique identifier', () => {
    const typeNames = [...model.entityTypes.values(), ...model.complexTypes.values()].map((t) => t.tsName);
    expect(new Set(typeNames).size).toBe(typeNames.length);
    expect(model.entityTypes.get('Abfall.Portal.Auftraege')?.tsName).toBe('Auftraege');
    const clientNames = [...model.entitySets.values(), ...model.functionImports.values()].map((x) => x.tsName);
    expect(new Set(clientNames).size).toBe(clientNames.length);
  });
});
