// Given portal annotations on function imports and parameters, when the metadata is read, then
// values are parsed by namespace URI (any prefix), defaults apply, and unknown values only warn.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEdmx } from '../../../codegen/edmx/read';
import type { Attrs } from './builder';
import { edmxV2 } from './builder';

const PORTAL = 'urn:citizen-portal:annotations:1';

/** One function import `F` with one parameter `p` carrying the given attributes. */
function withParameter(attrs: Attrs, fnAttrs: Attrs = {}) {
  const xml = edmxV2()
    .schema('N', (s) => s.container('C', (c) => c.functionImport('F', { ReturnType: 'Edm.Boolean', ...fnAttrs }, (f) => f.param('p', 'Edm.String', attrs)), { 'm:IsDefaultEntityContainer': true }))
    .build();
  const model = readEdmx(xml);
  const fn = model.functionImports.get('F');
  if (!fn?.parameters[0]) throw new Error('function import F missing');
  return { fn, parameter: fn.parameters[0], diagnostics: model.diagnostics };
}

describe('portal annotation namespace', () => {
  it('reads the annotations under any prefix bound to the portal namespace', () => {
    const renamed = readFileSync('schema/reference/metadata.xml', 'utf8')
      .replace('xmlns:portal=', 'xmlns:bp=')
      .replace(/(?<=\s)portal:/g, 'bp:')
      .replace('xmlns:sap=', 'xmlns:s4=')
      .replace(/(?<=\s)sap:/g, 's4:')
      .replace('xmlns:m=', 'xmlns:meta=')
      .replace(/(?<=\s)m:/g, 'meta:');
    expect(renamed).not.toMatch(/\sportal:/);
    expect(renamed).toContain('xmlns:bp="urn:citizen-portal:annotations:1"');
    const model = readEdmx(renamed);
    expect(model.functionImports.get('LegeReklamationAngemeldetAn')).toMatchObject({
      httpMethod: 'POST',
      portal: { payload: true, expect: ['pdf', 'jpg', 'jpeg', 'png', 'image/heic'] },
      hasForm: true,
    });
    expect(model.functionImports.get('Kontoauszug')?.parameters[1]).toMatchObject({
      label: 'Von',
      portal: { component: 'DatePicker', default: { kind: 'date', token: 'StartOfYear', years: -1 } },
    });
    expect(model.dataServiceVersion).toBe('2.0');
  });

  it('ignores attributes that use the word portal with another namespace', () => {
    const xml = edmxV2({ prefixes: { portal: 'urn:someone-else', m: 'http://schemas.microsoft.com/ado/2007/08/dataservices/metadata' } })
      .schema('N', (s) => s.container('C', (c) => c.functionImport('F', { 'portal:Payload': true }, (f) => f.param('p', 'Edm.String', { 'portal:Component': 'TextField' }))))
      .build();
    const fn = readEdmx(xml).functionImports.get('F');
    expect(fn).toMatchObject({ portal: { payload: false }, hasForm: false });
  });

  it('accepts a prefix declared on the element itself', () => {
    const { parameter, fn } = withParameter({ 'xmlns:x': PORTAL, 'x:Component': 'CheckBox' });
    expect(parameter.portal.component).toBe('CheckBox');
    expect(fn.hasForm).toBe(true);
  });
});

describe('function import annotations', () => {
  it('trims and lower-cases the accepted upload types', () => {
    const { fn } = withParameter({}, { 'portal:Payload': 'TRUE', 'portal:Expect': ' PDF , Image/PNG,,jpg ' });
    expect(fn.portal).toEqual({ payload: true, expect: ['pdf', 'image/png', 'jpg'], allowsPlannedCancellation: false });
  });

  it('reads ParametersInBody on a POST, and warns and ignores it on a GET (which has no body)', () => {
    const post = withParameter({}, { 'm:HttpMethod': 'POST', 'portal:ParametersInBody': 'true' });
    expect(post.fn.portal.parametersInBody).toBe(true);
    expect(post.diagnostics).toEqual([]);
    const get = withParameter({}, { 'portal:ParametersInBody': 'true' });
    expect(get.fn.portal.parametersInBody).toBeUndefined();
    expect(get.diagnostics.map((d) => d.message)).toEqual(['ParametersInBody braucht m:HttpMethod="POST"; ignoriert']);
  });

  it('warns about an unknown function annotation and a non-boolean value', () => {
    const { fn, diagnostics } = withParameter({}, { 'portal:Payload': 'ja', 'portal:Colour': 'red' });
    expect(fn.portal.payload).toBe(false);
    expect(diagnostics.map((d) => d.path)).toEqual(['FunctionImport F', 'FunctionImport F']);
  });
});

describe('parameter annotations', () => {
  it('defaults the span to 12 and reads index and row', () => {
    expect(withParameter({ 'portal:Order': 'Index=2;Row=3' }).parameter.portal.order).toEqual({ span: 12, index: 2, row: 3 });
    expect(withParameter({ 'portal:Order': 'Span=6;Index=2;Row=1' }).parameter.portal.order).toEqual({ span: 6, index: 2, row: 1 });
  });

  it('warns about a span beyond 12 and keeps the default', () => {
    const { parameter, diagnostics } = withParameter({ 'portal:Order': 'Span=13;Index=1;Row=1' });
    expect(parameter.portal.order?.span).toBe(12);
    expect(diagnostics).toHaveLength(1);
  });

  it('reads date defaults with signed offsets, and literals as written', () => {
    expect(withParameter({ 'portal:Default': 'EndOfMonth;Years=-1;Months=2;Days=3' }).parameter.portal.default)
      .toEqual({ kind: 'date', token: 'EndOfMonth', years: -1, months: 2, days: 3 });
    expect(withParameter({ 'portal:Default': 'CurrentDate' }).parameter.portal.default)
      .toEqual({ kind: 'date', token: 'CurrentDate', years: 0, months: 0, days: 0 });
    expect(withParameter({ 'portal:Default': 'Hallo; Welt' }).parameter.portal.default).toEqual({ kind: 'literal', value: 'Hallo; Welt' });
  });

  it('reads every expectation rule with its value', () => {
    const { parameter, diagnostics } = withParameter({ 'portal:Expectation': 'NotEmpty; EMail;Phone;Limit=200;Amount=1;StreetNumber' });
    expect(parameter.portal.expectations).toEqual([
      { rule: 'NotEmpty' }, { rule: 'EMail' }, { rule: 'Phone' }, { rule: 'Limit', limit: 200 }, { rule: 'Amount', minimum: 1 }, { rule: 'StreetNumber' },
    ]);
    expect(diagnostics).toEqual([]);
  });

  it('reads the IBAN rule in any case', () => {
    const { parameter, diagnostics } = withParameter({ 'portal:Expectation': 'NotEmpty;iban' });
    expect(parameter.portal.expectations).toEqual([{ rule: 'NotEmpty' }, { rule: 'IBAN' }]);
    expect(diagnostics).toEqual([]);
  });

  it('reads the expectations with behaviour of their own: ContainerNumber, Password, NewPassword (any case)', () => {
    const { parameter, diagnostics } = withParameter({ 'portal:Expectation': 'NotEmpty;ContainerNumber; password ;NEWPASSWORD' });
    expect(parameter.portal.expectations).toEqual([{ rule: 'NotEmpty' }, { rule: 'ContainerNumber' }, { rule: 'Password' }, { rule: 'NewPassword' }]);
    expect(diagnostics).toEqual([]);
  });

  it('warns about a value on a rule that takes none and keeps the others', () => {
    const { parameter, diagnostics } = withParameter({ 'portal:Expectation': 'ContainerNumber=5;Password=x;NewPassword' });
    expect(parameter.portal.expectations).toEqual([{ rule: 'NewPassword' }]);
    expect(diagnostics).toHaveLength(2);
  });

  it('warns about unknown rules, components and annotation names instead of failing', () => {
    const { parameter, diagnostics, fn } = withParameter({
      'portal:Expectation': 'NotEmpty;Postcode;Limit=abc',
      'portal:Component': 'Slider',
      'portal:Colour': 'blue',
    });
    expect(parameter.portal.expectations).toEqual([{ rule: 'NotEmpty' }]);
    expect(parameter.portal.component).toBeUndefined();
    expect(diagnostics.map((d) => d.message)).toHaveLength(4);
    expect(diagnostics.every((d) => d.path === 'FunctionImport F/Parameter p')).toBe(true);
    expect(fn.hasForm).toBe(true);
  });

  it('decodes entities in queries', () => {
    const { parameter } = withParameter({ 'portal:Query': 'Strassen?$filter=Ort/OrteId eq {ort}&$top=5', 'portal:QueryText': 'Name' });
    expect(parameter.portal).toMatchObject({ query: 'Strassen?$filter=Ort/OrteId eq {ort}&$top=5', queryText: 'Name' });
  });

  it('has no form when no parameter is annotated', () => {
    const { fn, parameter } = withParameter({ 'sap:label': 'Nur ein Label' });
    expect(fn.hasForm).toBe(false);
    expect(parameter).toMatchObject({ label: 'Nur ein Label', portal: { expectations: [] }, nullable: true, mode: 'In' });
  });
});
