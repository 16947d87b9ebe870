/**
 * The precompiled validators survive a real production bundle: every form is its own chunk and
 * the bundled validator (with ajv's run-time helpers and the ajv-formats table) still works.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const outDir = resolve('.bench', `tmp-bundle-${process.pid}`);

type Validator = ((data: unknown) => boolean) & { errors?: { instancePath: string; keyword: string }[] | null };

describe('generated forms in a Vite bundle', () => {
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('bundle into one chunk per form and still validate', async () => {
    await build({
      configFile: false,
      logLevel: 'silent',
      publicDir: false,
      build: { outDir, emptyOutDir: true, minify: false, lib: { entry: 'generated/forms/index.ts', formats: ['es'], fileName: 'forms' } },
    });
    const chunks = readdirSync(outDir).filter((name) => name.endsWith('.js'));
    expect(chunks.some((name) => name.startsWith('LegeReklamationAngemeldetAn-'))).toBe(true);
    const { forms } = (await import(pathToFileURL(join(outDir, 'forms.js')).href)) as typeof import('../../../generated/forms/index');
    const form = await forms.Kontoauszug!();
    const validate = form.validateFns.Form_Kontoauszug as Validator;
    expect(validate({ objekteId: 1, von: '2026-01-01', bis: '2026-12-31' })).toBe(true);
    expect(validate({ objekteId: 1, von: '2026-01-01', bis: '2026-13-45' })).toBe(false);
    expect(validate.errors?.map((e) => `${e.instancePath} ${e.keyword}`)).toEqual(['/bis format']);
  }, 120_000);
});
