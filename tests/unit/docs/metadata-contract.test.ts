// Given the integrator's document docs/metadata-contract.md and the EDMX reader's own lists of the
// portal annotations, components, date tokens and expectations, when both are compared, then they
// name exactly the same entries: a reader that learns a new annotation or rule fails here until
// the document explains it, and a document that promises one the reader does not know fails too.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COMPONENTS,
  DATE_TOKENS,
  EXPECTATION_SYNTAX,
  FUNCTION_ATTRIBUTES,
  PARAMETER_ATTRIBUTES,
} from '../../../codegen/edmx/annotations';
import { readEdmx } from '../../../codegen/edmx/read';
import type { Attrs } from '../edmx/builder';
import { edmxV2 } from '../edmx/builder';

const DOC = readFileSync('docs/metadata-contract.md', 'utf8');

/**
 * The first `code` term of each body row of the first table below the heading `heading` (up to the
 * next heading). Fails when the heading or its table is missing, so a renamed section cannot make
 * the comparison vacuous.
 */
function tableTerms(heading: string): string[] {
  const lines = DOC.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start === -1) throw new Error(`heading "${heading}" not in docs/metadata-contract.md`);
  const terms: string[] = [];
  let rows = 0;
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('#')) break;
    if (!line.trim().startsWith('|')) {
      if (rows > 0) break; // the first table has ended
      continue;
    }
    rows++;
    if (rows <= 2) continue; // header and separator
    const firstCell = line.split('|')[1] ?? '';
    const term = /`([^`]+)`/.exec(firstCell)?.[1];
    if (term === undefined) throw new Error(`row without a code term under "${heading}": ${line}`);
    terms.push(term);
  }
  if (terms.length === 0) throw new Error(`no table rows under "${heading}"`);
  return terms;
}

/** `portal:Order="…"` → `Order`; `Limit=<n>` → `Limit`. */
const nameOf = (term: string): string => term.replace(/^portal:/, '').replace(/=.*$/, '');

const sorted = (values: Iterable<string>): string[] => [...values].sort();

/** One function import `F` with one parameter `p`, read; the parameter and the reader's warnings. */
function read(parameterAttrs: Attrs, functionAttrs: Attrs = {}) {
  const xml = edmxV2()
    .schema('N', (s) =>
      s.container('C', (c) => c.functionImport('F', { ReturnType: 'Edm.Boolean', ...functionAttrs }, (f) => f.param('p', 'Edm.String', parameterAttrs)), {
        'm:IsDefaultEntityContainer': true,
      }),
    )
    .build();
  const model = readEdmx(xml);
  const parameter = model.functionImports.get('F')?.parameters[0];
  if (!parameter) throw new Error('function import F missing');
  return { parameter, warnings: model.diagnostics.map((d) => d.message) };
}

describe('docs/metadata-contract.md and the EDMX reader', () => {
  it('documents exactly the function import annotations the reader knows', () => {
    expect(sorted(tableTerms('### On a FunctionImport').map(nameOf))).toEqual(sorted(FUNCTION_ATTRIBUTES));
  });

  it('documents exactly the parameter annotations the reader knows', () => {
    expect(sorted(tableTerms('### On a Parameter').map(nameOf))).toEqual(sorted(PARAMETER_ATTRIBUTES));
  });

  it('documents exactly the components the reader knows', () => {
    expect(sorted(tableTerms('### Components'))).toEqual(sorted(COMPONENTS));
  });

  it('documents exactly the date tokens the reader knows', () => {
    expect(sorted(tableTerms('### Date tokens'))).toEqual(sorted(DATE_TOKENS));
  });

  it('documents exactly the expectations the reader knows, bare or with a number as it reads them', () => {
    const documented = tableTerms('### Expectations');
    expect(sorted(documented.map(nameOf))).toEqual(sorted(Object.keys(EXPECTATION_SYNTAX)));
    for (const term of documented) {
      const syntax = EXPECTATION_SYNTAX[nameOf(term) as keyof typeof EXPECTATION_SYNTAX];
      expect(term.includes('='), `${term} written as the reader expects (${syntax})`).toBe(syntax === 'number');
    }
  });

  it('reads every documented expectation as written in the document, without a warning', () => {
    for (const term of tableTerms('### Expectations')) {
      const written = term.replace('<n>', '5');
      const { parameter, warnings } = read({ 'portal:Expectation': written });
      expect(warnings, written).toEqual([]);
      expect(parameter.portal.expectations.map((e) => e.rule), written).toEqual([nameOf(term)]);
    }
  });

  it('reads every documented annotation without a warning, and warns about one it does not know', () => {
    for (const term of tableTerms('### On a Parameter')) {
      expect(read({ [`portal:${nameOf(term)}`]: 'x' }).warnings.filter((w) => w.includes('Unbekannte Portal-Annotation')), term).toEqual([]);
    }
    for (const term of tableTerms('### On a FunctionImport')) {
      // On a POST: ParametersInBody is meaningless on a GET (no body) and warns there.
      expect(read({}, { 'm:HttpMethod': 'POST', [`portal:${nameOf(term)}`]: 'true' }).warnings, term).toEqual([]);
    }
    expect(read({ 'portal:Colour': 'red' }).warnings.join('\n')).toContain('Unbekannte Portal-Annotation Colour');
  });
});
