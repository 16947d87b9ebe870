// Given hostile or broken input, when it is read, then the reader refuses it with a typed
// EdmxError: the right code, a one-line message, a position where one exists — never a raw stack,
// never an expansion, never a hang.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEdmx } from '../../../codegen/edmx/read';
import { EdmxError } from '../../../codegen/edmx/model';
import { DEFAULT_MAX_BYTES, MAX_ELEMENTS } from '../../../codegen/edmx/xml';
import { edmxV2 } from './builder';

const fixture = (name: string) => readFileSync(`tests/fixtures/edmx/${name}`, 'utf8');
const reference = readFileSync('schema/reference/metadata.xml', 'utf8');

function refusal(input: string, options?: Parameters<typeof readEdmx>[1]): EdmxError {
  try {
    readEdmx(input, options);
  } catch (error) {
    expect(error).toBeInstanceOf(EdmxError);
    const edmxError = error as EdmxError;
    expect(edmxError.message).not.toMatch(/\n/);
    expect(edmxError.message).not.toMatch(/\bat .*\.(js|ts):\d+/);
    return edmxError;
  }
  throw new Error('expected readEdmx to refuse the input');
}

describe('entities and DTDs', () => {
  it('refuses billion laughs at its DOCTYPE without expanding anything', () => {
    const error = refusal(fixture('billion-laughs.xml'));
    expect(error.code).toBe('doctype');
    expect(error.position).toEqual({ line: 2, column: 1 });
  });

  it('refuses an external entity (XXE)', () => {
    expect(refusal(fixture('external-entity.xml')).code).toBe('doctype');
  });

  it('refuses an ENTITY declaration even without DOCTYPE', () => {
    expect(refusal(reference.replace('<edmx:Edmx', '<!ENTITY x "y"><edmx:Edmx')).code).toBe('doctype');
  });

  it('decodes the predefined entities and character references, and nothing else', () => {
    const xml = edmxV2()
      .schema('N', (s) => s.entityType('E', (t) => t.key('Id').prop('Id', 'Edm.Int32', { 'sap:label': 'MARK' })))
      .build()
      .replace('MARK', 'a&lt;b&gt;c&amp;d&quot;e&apos;f&#228;&#x00DF;&nbsp;');
    const label = readEdmx(xml).entityTypes.get('N.E')?.properties[0]?.label;
    expect(label).toBe('a<b>c&d"e\'fäß&nbsp;');
  });
});

describe('broken XML', () => {
  it('reports a truncated file as malformed at its end', () => {
    // Cut after a complete tag: where the half falls inside a tag depends on the file's content.
    const truncated = reference.slice(0, reference.lastIndexOf('>', Math.floor(reference.length / 2)) + 1);
    const error = refusal(truncated);
    expect(error.code).toBe('malformed-xml');
    expect(error.message).toMatch(/endet unerwartet/);
    expect(error.position?.line).toBe(truncated.split('\n').length);
  });

  it('reports a mismatched closing tag with line and column', () => {
    const broken = reference.replace('</EntityType>', '</ComplexType>');
    const error = refusal(broken);
    expect(error.code).toBe('malformed-xml');
    expect(error.position?.line).toBeGreaterThan(5);
    expect(error.message).toMatch(/Zeile \d+, Spalte \d+/);
  });

  it('refuses the empty string and whitespace', () => {
    expect(refusal('').code).toBe('malformed-xml');
    expect(refusal('  \n ').code).toBe('malformed-xml');
  });

  it('refuses binary garbage', () => {
    let seed = 42;
    const bytes = Array.from({ length: 4096 }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return String.fromCharCode(seed % 256);
    });
    expect(refusal(bytes.join('')).code).toBe('malformed-xml');
    expect(refusal('\u0000\u0001\u00ff<edmx').code).toBe('malformed-xml');
  });

  it('refuses input that is not text', () => {
    expect(refusal(null as unknown as string).code).toBe('invalid');
  });
});

describe('not EDMX', () => {
  it('recognises an HTML login page', () => {
    const error = refusal(fixture('login-page.html'));
    expect(error.code).toBe('not-edmx');
    expect(error.message).toMatch(/HTML/);
  });

  it('recognises an Atom feed', () => {
    const error = refusal(fixture('atom-feed.xml'));
    expect(error.code).toBe('not-edmx');
    expect(error.message).toMatch(/<feed>/);
  });

  it('refuses an Edmx element in the wrong namespace', () => {
    expect(refusal(reference.replace('xmlns:edmx="http://schemas.microsoft.com/ado/2007/06/edmx"', 'xmlns:edmx="urn:other"')).code).toBe('not-edmx');
  });

  it('refuses EDMX without DataServices', () => {
    expect(refusal('<edmx:Edmx Version="1.0" xmlns:edmx="http://schemas.microsoft.com/ado/2007/06/edmx"/>').code).toBe('not-edmx');
  });

  it('refuses an EDMX version it does not know', () => {
    expect(refusal(reference.replace('Version="1.0"', 'Version="3.0"')).code).toBe('unsupported-version');
  });
});

describe('size and shape limits', () => {
  it('refuses input over 50 MiB before parsing it', () => {
    const error = refusal(' '.repeat(DEFAULT_MAX_BYTES + 1));
    expect(error.code).toBe('too-large');
  });

  it('counts UTF-8 bytes, not characters', () => {
    expect(refusal(`<a>${'ä'.repeat(600)}</a>`, { maxBytes: 1000 }).code).toBe('too-large');
  });

  it('honours a configured limit', () => {
    expect(refusal(reference, { maxBytes: 10_000 }).code).toBe('too-large');
    expect(readEdmx(reference, { maxBytes: 100_000 }).entityTypes.size).toBe(41);
  });

  it('refuses a 50 MiB document within the byte cap fast, by its shape', () => {
    const padding = ' '.repeat(DEFAULT_MAX_BYTES - reference.length * 2);
    const error = refusal(reference.replace('<edmx:DataServices', `<!--${padding}--><edmx:DataServices`));
    expect(error.code).toBe('too-large');
    expect(error.message).toMatch(/Attributwert/);
  });

  it('refuses more than a million elements', () => {
    const error = refusal(`<a>${'<b/>'.repeat(MAX_ELEMENTS)}</a>`);
    expect(error.code).toBe('too-large');
  });

  it('refuses 100,000 nested elements without a stack overflow', () => {
    expect(refusal('<a>'.repeat(100_000) + '</a>'.repeat(100_000)).code).toBe('too-deep');
  });

  it('reports 100,000 unclosed nested elements in one short line', () => {
    const error = refusal('<a>'.repeat(100_000));
    expect(error.code).toBe('malformed-xml');
    expect(error.message.length).toBeLessThan(200);
  });
});

describe('prototype pollution', () => {
  it('refuses __proto__ as an element name', () => {
    const error = refusal(reference.replace('<Key><PropertyRef Name="AnredenId"/></Key>', '<__proto__/>'));
    expect(error.code).toBe('invalid');
  });

  it('reads __proto__ as an attribute name as an ignored attribute, polluting nothing', () => {
    const model = readEdmx(reference.replace('<EntityType Name="Anreden">', '<EntityType Name="Anreden" __proto__="x" constructor="y">'));
    expect(model.entityTypes.size).toBe(41);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('x');
  });

  it('refuses __proto__ as an OData name', () => {
    const error = refusal(reference.replace('<Property Name="AnredenId"', '<Property Name="__proto__"'));
    expect(error.code).toBe('invalid');
    expect(error.message).toMatch(/__proto__/);
  });
});
