// @vitest-environment jsdom
// Given any metadata document, when the portal reads it in the browser (DOMParser), then it gets
// exactly what the generator's reader (fast-xml-parser) gets: the same element tree with the same
// source offsets, the same model, and the same refusal codes for broken or hostile input.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEdmx as readInBrowser } from '../../../codegen/edmx/browser';
import { EdmxError } from '../../../codegen/edmx/model';
import { readEdmx } from '../../../codegen/edmx/read';
import { parseXml } from '../../../codegen/edmx/xml';
import { parseXmlDom } from '../../../codegen/edmx/xml-dom';

const reference = readFileSync('schema/reference/metadata.xml', 'utf8');
const documents: [string, string][] = [
  ['reference', reference],
  ...readdirSync('schema')
    .filter((dir) => existsSync(`schema/${dir}/metadata.xml`) && dir !== 'reference')
    .map((dir): [string, string] => [dir, readFileSync(`schema/${dir}/metadata.xml`, 'utf8')]),
  ['v4-sample', readFileSync('tests/fixtures/edmx/v4-sample.xml', 'utf8')],
  ...['API_BUSINESS_PARTNER.edmx.xml', 'MD_BUSINESSPARTNER_SRV.metadata.xml']
    .map((file) => resolve('bench/data', file))
    .filter((path) => existsSync(path))
    .map((path): [string, string] => [path, readFileSync(path, 'utf8')]),
];

function codeOf(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(EdmxError);
    return (error as EdmxError).code;
  }
  return 'read';
}

describe('browser EDMX reader', () => {
  it.each(documents)('reads %s into the same tree and model', (_name, xml) => {
    expect(parseXmlDom(xml)).toEqual(parseXml(xml));
    expect(readInBrowser(xml)).toEqual(readEdmx(xml));
  });

  it('keeps comments, CDATA, processing instructions, entities and quoted ">" out of the offsets', () => {
    const xml = reference
      .replace('<edmx:DataServices', '<!-- a <comment> --><?pi <x>?>\n<edmx:DataServices')
      .replace('<EntityType Name="Anreden">', '<EntityType Name="Anreden" sap:label="a &gt; b &amp; &#x3c;c&#62;" xmlns:sap="urn:x">')
      .replace('<Key><PropertyRef Name="AnredenId"/></Key>', '<Key><![CDATA[ <y/> ]]><PropertyRef Name="AnredenId" x=">"/></Key>');
    expect(parseXmlDom(xml)).toEqual(parseXml(xml));
  });

  it.each([
    ['truncated', reference.slice(0, reference.length / 2)],
    ['two roots', `${reference}<x/>`],
    ['a DOCTYPE', readFileSync('tests/fixtures/edmx/billion-laughs.xml', 'utf8')],
    ['an HTML page', readFileSync('tests/fixtures/edmx/login-page.html', 'utf8')],
    ['an Atom feed', readFileSync('tests/fixtures/edmx/atom-feed.xml', 'utf8')],
    ['__proto__ as an element', reference.replace('<Key><PropertyRef Name="AnredenId"/></Key>', '<__proto__/>')],
    ['__proto__ as an OData name', reference.replace('<Property Name="AnredenId"', '<Property Name="__proto__"')],
    ['65 nested levels', '<a>'.repeat(65) + '</a>'.repeat(65)],
    ['66 nested levels', '<a>'.repeat(66) + '</a>'.repeat(66)],
    ['100,000 nested levels', '<a>'.repeat(100_000) + '</a>'.repeat(100_000)],
    ['an empty text', '  '],
    ['an unclosed tag', '<a><b></a>'],
  ])('refuses or reads %s like the generator', (_name, xml) => {
    expect(codeOf(() => readInBrowser(xml))).toBe(codeOf(() => readEdmx(xml)));
  });

  it('reads __proto__ attributes as plain attributes without polluting anything', () => {
    const xml = reference.replace('<EntityType Name="Anreden">', '<EntityType Name="Anreden" __proto__="x" constructor="y">');
    expect(readInBrowser(xml)).toEqual(readEdmx(xml));
    expect(Object.prototype).not.toHaveProperty('x');
  });
});
