import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { contextFor, sourceLabel } from '../../../codegen/pipeline';

describe('pipeline helpers', () => {
  it('keeps credentials and query tokens of a metadata URL out of the generated header', () => {
    expect(sourceLabel('https://user:secret@backend.example/odata/$metadata?sap-client=100&token=abc#x')).toBe(
      'https://backend.example/odata/$metadata',
    );
  });

  it('names files relative to the working directory', () => {
    expect(sourceLabel('schema/reference/metadata.xml')).toBe('schema/reference/metadata.xml');
  });

  it('imports the runtime relative to the output directory', () => {
    expect(contextFor('x.xml', 'generated').runtimeImport).toBe('../codegen/runtime');
    expect(contextFor('x.xml', '.bench/tmp/a').runtimeImport).toBe('../../../codegen/runtime');
  });

  it('loads ts-morph only when it emits (its bundled TypeScript costs ~0.4 s to load)', () => {
    // A fresh process: which CommonJS modules are loaded after digesting, and after emitting.
    const script = `
      import { createRequire } from 'node:module';
      import { readFileSync } from 'node:fs';
      const { contextFor, digest, emitAll } = await import('./codegen/pipeline.ts');
      const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((p) => p.includes('/ts-morph/'));
      const model = digest(readFileSync('schema/reference/metadata.xml', 'utf8'));
      const before = loaded();
      emitAll(model, contextFor('schema/reference/metadata.xml', 'generated'));
      console.log(JSON.stringify({ before, after: loaded() }));`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.stderr).not.toMatch(/Error/);
    expect(JSON.parse(run.stdout.trim())).toEqual({ before: false, after: true });
  }, 60_000);
});
