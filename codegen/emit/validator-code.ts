/**
 * Precompiles a form's JSON Schema into an ajv standalone ES module, so the browser never compiles
 * code (strict CSP without `unsafe-eval`). Loaded lazily: a service without forms
 * never pays for ajv.
 */
import { createRequire } from 'node:module';

type Compile = (schema: Record<string, unknown>, options: Record<string, unknown>) => string;

let compile: Compile | undefined;

function compiler(): Compile {
  // createRequire keeps emitters synchronous while loading ajv only when a form exists.
  compile ??= (createRequire(import.meta.url)('@rjsf/validator-ajv8/compileSchemaValidators') as { compileSchemaValidatorsCode: Compile })
    .compileSchemaValidatorsCode;
  return compile;
}

/**
 * ajv still emits `require()` with `esm: true` (a known ajv limitation) and the Vite dev server cannot
 * serve that: turn each into a namespace import plus a lookup that works with both Node's and
 * bundlers' CommonJS interop (the export sits on `ns.default` in Node, on `ns` in some bundlers).
 */
export function rewriteRequires(code: string): string {
  const imports: string[] = [];
  const body = code
    .replace(/^"use strict";/, '')
    .replace(/const (\w+) = require\("([^"]+)"\)((?:\.\w+)*);/g, (_all, name: string, spec: string, chain: string) => {
      const ns = `cjs${imports.length}`;
      const file = /\.[cm]?js$/.test(spec) ? spec : `${spec}.js`;
      imports.push(`import * as ${ns} from ${JSON.stringify(file)};`);
      const path = JSON.stringify(chain.split('.').filter(Boolean));
      return `const ${name} = fromCjs(${ns}, ${path});`;
    });
  if (!imports.length) return body;
  const helper =
    'function fromCjs(ns, path) {\n' +
    '  for (const base of [ns.default, ns]) {\n' +
    '    const value = path.reduce((v, k) => (v == null ? undefined : v[k]), base);\n' +
    '    if (value !== undefined) return value;\n' +
    '  }\n' +
    '  throw new Error("precompiled validator: missing " + path.join("."));\n' +
    '}\n';
  return `${imports.join('\n')}\n${helper}${body}`;
}

/** ES module text exporting the validator under the schema's `$id`. */
export function compileValidator(schema: Record<string, unknown>): string {
  const code = compiler()(schema, { ajvOptionsOverrides: { code: { esm: true, lines: false } } });
  return rewriteRequires(code);
}
