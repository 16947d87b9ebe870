/**
 * The integrator promise: regenerating against another authority's metadata needs no edit
 * in src/. Given an authority whose backend lacks the bulky-waste orders, their cancellation and the
 * master-data function, when the project is regenerated from that metadata, then the strict
 * type-check and the production build of the whole portal still pass, and the capabilities the
 * portal reads switch those features off.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reducedXml } from '../codegen/reference';
import { bin, copyPortal, root, runIn } from './scratch';

let work = '';
const run = (cmd: string, args: string[]): string => runIn(work, cmd, args);

describe('an authority without bulky-waste orders and master-data changes', () => {
  beforeAll(() => {
    work = copyPortal('integrator-');
    writeFileSync(join(work, 'reduced.xml'), reducedXml());
  });

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('regenerates, type-checks and builds without touching src/', () => {
    run(process.execPath, [bin('tsx'), 'codegen/cli.ts', '--metadata', 'reduced.xml', '--out', 'generated', '--quiet']);

    const capabilities = JSON.parse(readFileSync(join(work, 'generated', 'capabilities.json'), 'utf8')) as Record<string, unknown>;
    const text = JSON.stringify(capabilities);
    expect(text).not.toContain('"StorniereStueckgutAuftrag"');
    expect(text).not.toContain('"AktualisiereStammdaten"');
    expect(text).toContain('"LegeReklamationAngemeldetAn"');

    // The copied src/ is byte-identical to the repo's: nothing was edited by hand.
    expect(readFileSync(join(work, 'src', 'main.tsx'), 'utf8')).toBe(readFileSync(join(root, 'src', 'main.tsx'), 'utf8'));

    run(process.execPath, [bin('tsc'), '-p', 'tsconfig.json', '--noEmit']);
    run(process.execPath, [bin('vite'), 'build', '--outDir', 'dist', '--emptyOutDir', '--logLevel', 'error']);
    expect(existsSync(join(work, 'dist', 'index.html'))).toBe(true);
    // The start page is prerendered from the reduced document the code was generated from.
    if (existsSync(process.env.CHROME_PATH || '/usr/bin/chromium')) {
      expect(readFileSync(join(work, 'dist', 'landing.html'), 'utf8')).toContain('<div id="root" data-prerendered>');
    }
  }, 300_000);
});
