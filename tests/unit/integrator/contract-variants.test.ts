/**
 * The integrator promise by construction: an authority's metadata that lacks optional parts or
 * answers a contract function with another type regenerates into a portal that passes
 * `tsc -p tsconfig.json` with no edit in src/, and codegen's report (also `--report json`) names
 * each function the portal leaves out and why. One scratch copy of the portal serves every variant:
 * each regenerates generated/ in it and type-checks once.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalReport } from '../../../codegen/portal-report';
import { minimalVariant, referenceMetadata, withoutFeature, withReturnType } from '../../support/metadata-mutator';
import { copyPortal, regenerateIn, root, typecheckIn } from './scratch';

let work = '';

/** Regenerates the shared copy's generated/ from `xml`: codegen's JSON report. */
const regenerate = (xml: string) => ({ report: JSON.parse(regenerateIn(work, xml)) as PortalReport });

/** Throws with tsc's own output when src/ does not compile against this generated/. */
const typecheck = () => typecheckIn(work);

describe('the portal type-checks against any authority, by construction', () => {
  beforeAll(() => {
    work = copyPortal('contract-variants-');
  });

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('without every optional set and function (the minimal variant)', () => {
    const { report } = regenerate(minimalVariant());
    expect(report.modules.find((m) => m.name === 'dump')).toMatchObject({ enabled: false });
    typecheck();
  }, 240_000);

  it('without the calendar exports and reminders', () => {
    const xml = withoutFeature('exports', withoutFeature('reminders', referenceMetadata()));
    const { report } = regenerate(xml);
    expect(report.modules.find((m) => m.name === 'calendar')).toMatchObject({ enabled: true });
    expect(readFileSync(join(work, 'generated', 'client.ts'), 'utf8')).not.toMatch(/\b(Registrieren|KalenderAbo):/);
    typecheck();
  }, 240_000);

  it('with PruefePasswort answering a street instead of a login result: left out and named, the build intact', () => {
    const { report } = regenerate(withReturnType(referenceMetadata(), 'PruefePasswort', 'Portal.Strassen'));
    expect(report.deviations).toEqual([
      expect.objectContaining({ name: 'PruefePasswort', answers: 'Strassen', needs: 'Anmeldeergebnis', text: expect.stringMatching(/^liefert Strassen, das Portal braucht Anmeldeergebnis; es fehlen .*EncryptedData/) }),
    ]);
    expect(report.warnings).toContainEqual({ path: 'FunctionImport PruefePasswort', message: expect.stringContaining('das Portal ruft PruefePasswort nicht auf') });
    // Left out of what the portal compiles against and asks at run time.
    expect(readFileSync(join(work, 'generated', 'client.ts'), 'utf8')).not.toContain('PruefePasswort:');
    expect(readFileSync(join(work, 'generated', 'capabilities.json'), 'utf8')).not.toContain('"PruefePasswort"');
    typecheck();
    // Nothing in src/ was edited to get here.
    for (const file of ['src/api/client.ts', 'src/api/portal-client.ts', 'src/modules/calendar/links.ts']) {
      expect(readFileSync(join(work, file), 'utf8')).toBe(readFileSync(join(root, file), 'utf8'));
    }
  }, 240_000);
});
