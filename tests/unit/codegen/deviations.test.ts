/**
 * Codegen tells an integrator where their metadata is shaped otherwise than the portal expects, and
 * what the portal does about it: a V4 document (generated, but not spoken at run time), a composite
 * key on a set the portal addresses by one key, a required property the portal does not know. Each
 * is a warning in the report, so `--report json` carries it too.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerDeviations, withoutDeviations } from '../../../codegen/contract/answers';
import { portalWarnings } from '../../../codegen/contract/deviations';
import { readPortalContract } from '../../../codegen/contract/read';
import { digest } from '../../../codegen/pipeline';
import { portalReport, reportLines, type PortalReport } from '../../../codegen/portal-report';
import { deriveCapabilities } from '../../../codegen/runtime/capabilities';
import { compositeKeyVariant, extraPropertyVariant, guidKeyVariant, renamedVariant, withReturnType } from '../../support/metadata-mutator';
import { referenceModel, referenceXml } from './reference';

const contract = readPortalContract();
const reference = referenceModel();
const V4_FILE = 'tests/fixtures/edmx/v4-sample.xml';

const warningsOf = (xml: string) => portalWarnings(digest(xml), contract, reference).map((w) => `${w.path}: ${w.message}`);

describe('codegen warnings about the shape of a metadata document', () => {
  it('has none for the reference', () => {
    expect(warningsOf(referenceXml())).toEqual([]);
  });

  it('names a composite key on Objekte and what the portal does with it', () => {
    const warnings = warningsOf(compositeKeyVariant());
    expect(warnings).toContain(
      'EntitySet Objekte: zusammengesetzter Schlüssel Mandant + ObjekteId: das Portal adressiert Objekte nur über ObjekteId; Mandant muss der Dienst selbst ergänzen (ObjekteId muss dafür je Benutzer eindeutig sein)',
    );
    // The collection dates reach the portal through AbfuhrtermineAbJahr: named there.
    expect(warnings.some((w) => w.startsWith('FunctionImport AbfuhrtermineAbJahr: zusammengesetzter Schlüssel Mandant + AbfuhrtermineId'))).toBe(true);
    // Mandant is part of the key: not also reported as an unknown required property.
    expect(warnings.some((w) => w.includes('Pflichteigenschaft Mandant'))).toBe(false);
  });

  it('says nothing about a single key of another type (a Guid)', () => {
    expect(warningsOf(guidKeyVariant())).toEqual([]);
  });

  it('names a required property the portal does not know, on the set, with what happens to it', () => {
    const warnings = warningsOf(renamedVariant(extraPropertyVariant()));
    expect(warnings).toContain(
      'EntitySet Abfuhrtermine/Property Tourkennung: Pflichteigenschaft Tourkennung (Edm.String, Nullable="false") kennt das Portal nicht: es zeigt und sendet sie nie; das eingebettete Backend füllt sie in den Demodaten mit einem Wert ihres Typs, ein echter Dienst muss sie selbst setzen',
    );
    expect(warnings.filter((w) => w.includes('Pflichteigenschaft')).length).toBe(digest(referenceXml()).entitySets.size);
  });

  it('puts them into the report, which counts them', () => {
    const model = digest(compositeKeyVariant());
    const warnings = portalWarnings(model, contract, reference);
    const report = portalReport({ ...model, diagnostics: [...model.diagnostics, ...warnings] }, deriveCapabilities(model), 'x.xml', reference);
    expect(report.warnings).toContainEqual({ path: 'EntitySet Objekte', message: expect.stringContaining('zusammengesetzter Schlüssel Mandant + ObjekteId') });
    expect(reportLines(report)).toContain(`  Warnungen: ${report.warnings.length} (einzeln oben als warning:)`);
  });
});

describe('codegen on an OData V4 document', () => {
  it('says in one German line that V4 is not yet supported at run time, on stderr and in --report json', () => {
    mkdirSync('.bench', { recursive: true });
    const out = mkdtempSync(join('.bench', 'tmp-v4-gen-'));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'codegen/cli.ts', '--metadata', V4_FILE, '--out', out, '--report', 'json'], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    rmSync(out, { recursive: true, force: true });
    expect(run.status).toBe(0);
    const line = 'OData V4 (Version="4.0"): der Code wird erzeugt, aber das Portal spricht zur Laufzeit nur OData V2';
    expect(run.stderr.split('\n').filter((l) => l.includes(line))).toEqual([expect.stringMatching(/^ {2}warning: edmx:Edmx: /)]);
    const report = JSON.parse(run.stdout) as PortalReport;
    expect(report.warnings).toContainEqual({ path: 'edmx:Edmx', message: expect.stringContaining(line) });
  }, 120_000);

  it('leaves out a function answering another entity type, names it and what the portal needs, and says nothing more about it', () => {
    const warnings = warningsOf(withReturnType(referenceXml(), 'PruefePasswort', 'Portal.Strassen'));
    expect(warnings).toEqual([
      'FunctionImport PruefePasswort: liefert Strassen, das Portal braucht Anmeldeergebnis; es fehlen EncryptedData, Expiration, BenutzerAdresse: das Portal ruft PruefePasswort nicht auf, was es dafür braucht ist aus',
    ]);
  });

  it('leaves out a function answering a primitive where the portal reads a structure', () => {
    const model = digest(withReturnType(referenceXml(), 'PruefePasswort', 'Edm.String'));
    expect([...answerDeviations(model, contract).values()]).toEqual([{ name: 'PruefePasswort', answers: 'Edm.String', needs: 'Anmeldeergebnis', lacking: [] }]);
  });

  it('switches the module off that needs such a function, and the report says why, also as JSON', () => {
    const model = digest(withReturnType(referenceXml(), 'AbfuhrtermineAbJahr', 'Collection(Portal.Strassen)'));
    const deviations = answerDeviations(model, contract);
    const portalModel = withoutDeviations(model, deviations);
    expect(portalModel.functionImports.has('AbfuhrtermineAbJahr')).toBe(false);
    const report = portalReport(portalModel, deriveCapabilities(portalModel), 'x.xml', reference, deviations);
    expect(report.modules.find((m) => m.name === 'calendar')).toMatchObject({ enabled: false, missing: ['AbfuhrtermineAbJahr'] });
    expect(JSON.parse(JSON.stringify(report)).deviations).toEqual([
      expect.objectContaining({ name: 'AbfuhrtermineAbJahr', answers: 'eine Liste von Strassen', needs: 'Abfuhrtermin', lacking: ['AbfuhrtermineId', 'Termin'] }),
    ]);
    const lines = reportLines(report);
    expect(lines).toContain('    Abfuhrkalender: aus (AbfuhrtermineAbJahr liefert eine Liste von Strassen, das Portal braucht Abfuhrtermin; es fehlen AbfuhrtermineId, Termin)');
    expect(lines).toContain('    AbfuhrtermineAbJahr: aus (liefert eine Liste von Strassen, das Portal braucht Abfuhrtermin; es fehlen AbfuhrtermineId, Termin)');
  });

  it('leaves nothing out of the reference', () => {
    expect(answerDeviations(referenceModel(), contract).size).toBe(0);
  });
});
