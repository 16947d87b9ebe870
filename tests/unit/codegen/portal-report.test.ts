/**
 * Codegen's closing report tells an integrator what the metadata makes of the portal: each module
 * on or off with the sets and functions its definition asks for, each form with its field count or
 * missing, the warnings; `--report json` writes the same for CI.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { portalReport, reportLines, type PortalReport } from '../../../codegen/portal-report';
import { deriveCapabilities } from '../../../codegen/runtime/capabilities';
import { digest } from '../../../codegen/pipeline';
import { MODULES } from '../../../src/modules/registry';
import { authorityVariantXml } from '../integrator/authority-variant';
import { referenceModel, referenceXml } from './reference';

const reference = referenceModel();
const variant = digest(authorityVariantXml(referenceXml()));
const reportOf = (model = reference, caps = deriveCapabilities(model)) => portalReport(model, caps, 'x.xml', reference);
const moduleOf = (report: PortalReport, name: string) => report.modules.find((m) => m.name === name)!;

mkdirSync('.bench', { recursive: true });
const tmp = mkdtempSync(join('.bench', 'tmp-report-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the portal report', () => {
  it('lists every module of the portal, each on for the reference with what enabled it', () => {
    const report = reportOf();
    expect(report.modules.map((m) => m.name)).toEqual(Object.values(MODULES).map((m) => m.name));
    expect(report.modules.every((m) => m.enabled && m.missing.length === 0 && m.uses.length > 0)).toBe(true);
    expect(moduleOf(report, 'dump')).toMatchObject({ label: 'Sperrmüll', uses: ['StueckgutAuftraege'] });
    expect(reportLines(report)).toContain('    Sperrmüll: an (StueckgutAuftraege)');
  });

  it('switches bulky waste off for an authority without StueckgutAuftraege and says why', () => {
    const report = reportOf(variant);
    expect(moduleOf(report, 'dump')).toEqual({ name: 'dump', label: 'Sperrmüll', enabled: false, uses: ['StueckgutAuftraege'], missing: ['StueckgutAuftraege'] });
    expect(moduleOf(report, 'claims').enabled).toBe(true);
    const lines = reportLines(report);
    expect(lines).toContain('    Sperrmüll: aus (StueckgutAuftraege fehlt)');
    // The reference's bulky-waste forms are missing; the rest keep their field counts.
    expect(report.forms.find((f) => f.function === 'LegeStueckgutAuftragAn')).toEqual({ function: 'LegeStueckgutAuftragAn', present: false, fields: 0, hidden: 0 });
    expect(lines).toContain('    StorniereStueckgutAuftrag: fehlt (Funktion oder portal:-Felder nicht in den Metadaten)');
    const claim = report.forms.find((f) => f.function === 'LegeReklamationAngemeldetAn')!;
    expect(claim.present).toBe(true);
    expect(claim.fields).toBe(reference.functionImports.get('LegeReklamationAngemeldetAn')!.parameters.filter((p) => p.mode !== 'Out').length);
  });

  it('names every missing alternative of a module with two ways in', () => {
    const caps = deriveCapabilities(reference);
    const without = { ...caps, entitySets: caps.entitySets.filter((s) => s !== 'Dokumente' && s !== 'OeffentlicheDokumente') };
    const report = reportOf(reference, without);
    expect(moduleOf(report, 'documents')).toMatchObject({ enabled: false, missing: ['Dokumente', 'OeffentlicheDokumente'] });
    expect(reportLines(report)).toContain('    Dokumente: aus (Dokumente, OeffentlicheDokumente fehlen)');
  });

  it('carries the reader warnings', () => {
    const doubled = referenceXml().replace(/(<EntityType Name="Anreden">[\s\S]*?<\/EntityType>)/, '$1$1');
    const model = digest(doubled);
    const report = reportOf(model);
    expect(report.warnings.length).toBeGreaterThan(0);
    expect(report.warnings[0]).toEqual({ path: expect.any(String), message: expect.any(String) });
    expect(reportLines(report)).toContain(`  Warnungen: ${report.warnings.length} (einzeln oben als warning:)`);
  });
});

describe('npm run codegen prints it, and --report json writes it to stdout', () => {
  it('reports the variant without bulky waste', async () => {
    const file = join(tmp, 'variant.xml');
    writeFileSync(file, authorityVariantXml(referenceXml()));
    const child = spawn(process.execPath, ['--import', 'tsx', 'codegen/cli.ts', '--metadata', file, '--out', join(tmp, 'gen'), '--report', 'json']);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(code).toBe(0);
    expect(stderr).toContain('Das Portal aus diesen Metadaten:');
    expect(stderr).toContain('    Sperrmüll: aus (StueckgutAuftraege fehlt)');
    const json = JSON.parse(stdout) as PortalReport;
    expect(json.source).toMatch(/variant\.xml$/);
    expect(json.modules.find((m) => m.name === 'dump')).toMatchObject({ enabled: false, missing: ['StueckgutAuftraege'] });
    expect(json.forms.find((f) => f.function === 'LegeStueckgutAuftragAn')?.present).toBe(false);
  }, 60_000);
});
