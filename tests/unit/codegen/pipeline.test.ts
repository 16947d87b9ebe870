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
});
