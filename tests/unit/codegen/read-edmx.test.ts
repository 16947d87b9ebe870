// The generator reads with fast-xml-parser's one-file CommonJS build (a tenth of the start-up
// under tsx); it must read and refuse exactly as the server's reader on the ES module does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EdmxError } from '../../../codegen/edmx/model';
import { readEdmx as serverRead } from '../../../codegen/edmx/read';
import { readEdmx as generatorRead } from '../../../codegen/read-edmx';
import { BENCH_PATH, REFERENCE_PATH } from './reference';

function refusal(read: typeof serverRead, xml: string): Pick<EdmxError, 'code' | 'message' | 'position'> {
  try {
    read(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(EdmxError);
    const { code, message, position } = error as EdmxError;
    return { code, message, position };
  }
  throw new Error('expected the reader to refuse the input');
}

describe('the generator’s EDMX reader', () => {
  it.each([REFERENCE_PATH, BENCH_PATH])('reads %s into the same model as the server’s', (path) => {
    const xml = readFileSync(path, 'utf8');
    expect(generatorRead(xml, { reservedNames: ['EntityMap'] })).toEqual(serverRead(xml, { reservedNames: ['EntityMap'] }));
  });

  const reference = readFileSync(REFERENCE_PATH, 'utf8');
  it.each([
    ['a truncated file', reference.slice(0, 5000)],
    ['a broken tag', reference.replace('<Schema', '<Schema <')],
    ['nesting beyond the limit', `<a>${'<b>'.repeat(80)}${'</b>'.repeat(80)}</a>`],
    ['a dangerous element name', reference.replace('<Key><PropertyRef Name="AnredenId"/></Key>', '<__proto__/>')],
    ['an entity declaration', reference.replace('<edmx:Edmx', '<!ENTITY x "y"><edmx:Edmx')],
  ])('refuses %s with the same error as the server’s', (_name, xml) => {
    expect(refusal(generatorRead, xml)).toEqual(refusal(serverRead, xml));
  });
});
