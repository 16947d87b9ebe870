/**
 * The generated code of three services type-checks under the project's strict settings:
 * the reference metadata, a reduced variant of it, and SAP's 345-type MD_C_PRODUCT_MAINTAIN_SRV.
 * One `tsc` run covers all three (it is the slow part).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyPlan, contextFor, digest, emitAll, planWrite } from '../../../codegen/pipeline';
import { BENCH_PATH, REFERENCE_PATH, reducedXml, referenceXml } from './reference';

const root = join('.bench', `tmp-typecheck-${process.pid}`);

function generate(name: string, xml: string, source: string): string {
  const out = join(root, name);
  const { files } = emitAll(digest(xml), contextFor(source, out));
  applyPlan(out, planWrite(out, files));
  return out;
}

// Calls a portal would make; @ts-expect-error lines prove that wrong names are rejected.
const REFERENCE_USAGE = `import { createClient, capabilities, forms, type Client } from './index';
declare const client: Client;
export async function use() {
  const termine = await client.AbfuhrtermineAbJahr({ orteId: 1, strassenId: 2, jahr: 2026 }, {
    $expand: ['Abfuhrplan', 'Abfuhrplan/GefaesstarifArt/Abfallart', 'Abfuhrplan/GefaesstarifArt/VolumenObj'],
    $orderby: ['Abfuhrplan/GefaesstarifArt/Abfallart/Name', 'Abfuhrplan/GefaesstarifArt/VolumenObj/VolumenWert desc'],
  });
  const when: Date = termine[0]!.Termin;
  const orders = await client.Auftraege.list({ $filter: client.Auftraege.filter.eq('Objekt/ObjekteId', 5) });
  // @ts-expect-error not a navigation property
  await client.Auftraege.list({ $expand: ['Nope'] });
  // @ts-expect-error not a property path
  client.Auftraege.filter.eq('Objekt/Nope', 1);
  // @ts-expect-error a required parameter is missing
  await client.StorniereAuftrag({});
  const cancelled: boolean = await client.StorniereStueckgutAuftrag({ stueckgutAuftraegeId: 1, eMail: 'a@b.de' });
  const flag: boolean = capabilities.functions.StorniereStueckgutAuftrag?.allowsPlannedCancellation ?? false;
  return { when, orders, cancelled, flag, createClient, forms };
}
`;

const REDUCED_USAGE = `import type { Client } from './index';
declare const client: Client;
export async function use() {
  await client.StorniereAuftrag({ auftraegeId: 1 });
  // @ts-expect-error the reduced backend has no StorniereStueckgutAuftrag
  await client.StorniereStueckgutAuftrag({ stueckgutAuftraegeId: 1, eMail: 'a@b.de' });
  // @ts-expect-error nor a StueckgutAuftraege set
  await client.StueckgutAuftraege.list();
}
`;

describe('generated code type-checks (tsc strict)', () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('for the reference, the reduced reference and the 345-type SAP service', () => {
    const reference = generate('reference', referenceXml(), REFERENCE_PATH);
    const reduced = generate('reduced', reducedXml(), REFERENCE_PATH);
    generate('bench', readFileSync(BENCH_PATH, 'utf8'), BENCH_PATH);
    writeFileSync(join(reference, 'usage.ts'), REFERENCE_USAGE);
    writeFileSync(join(reduced, 'usage.ts'), REDUCED_USAGE);
    mkdirSync(root, { recursive: true });
    writeFileSync(
      join(root, 'tsconfig.json'),
      JSON.stringify({ extends: '../../tsconfig.json', compilerOptions: { types: ['node'], noEmit: true }, include: ['./**/*.ts'] }),
    );
    let output = '';
    try {
      execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', join(root, 'tsconfig.json')], { encoding: 'utf8' });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output).toBe('');
  }, 300_000);
});
