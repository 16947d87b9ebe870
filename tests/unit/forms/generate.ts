/**
 * Generated forms for tests through the real codegen path: buildForm plus the precompiled ajv
 * validator module exactly as codegen writes it, evaluated in place (its only imports are ajv's
 * CommonJS helpers, handed in directly), so no file on disk is needed. Variants of the reference
 * metadata let a test change one parameter of a real function import.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { readEdmx } from '../../../codegen/edmx';
import type { FunctionImport, FunctionParameter } from '../../../codegen/edmx/model';
import { buildForm } from '../../../codegen/emit/form-schema';
import { compileValidator } from '../../../codegen/emit/validator-code';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { fn } from '../codegen/model-builder';

const require = createRequire(import.meta.url);
let counter = 0;

function evaluateValidatorModule(code: string): Record<string, unknown> {
  const exported: Record<string, unknown> = {};
  const body = code
    .replace(/^import \* as (\w+) from "([^"]+)";$/gm, (_all, name: string, spec: string) => `const ${name} = load(${JSON.stringify(spec)});`)
    .replace(/export const (\w+) =/g, (_all, name: string) => `const ${name} = exported.${name} =`);
  new Function('load', 'exported', body)((spec: string) => require(spec) as unknown, exported);
  return exported;
}

/** Codegen for one function import: form data plus its precompiled validator. */
export function generateForm(fi: FunctionImport): GeneratedForm {
  const data = buildForm(fi);
  return { ...data, validateFns: evaluateValidatorModule(compileValidator(data.schema)) };
}

/** A fresh POST function import `Test<n>` with the given parameters. */
export const generate = (parameters: FunctionParameter[], extra: Partial<FunctionImport> = {}): GeneratedForm =>
  generateForm(fn(`Test${++counter}`, parameters, { httpMethod: 'POST', ...extra }));

const referenceXml = readFileSync(resolve(process.cwd(), 'schema/reference/metadata.xml'), 'utf8');

/** A function import of the reference metadata after `edit` changed it (a fresh read each time). */
export function referenceVariant(functionName: string, edit: (fi: FunctionImport) => void = () => {}): GeneratedForm {
  const fi = readEdmx(referenceXml).functionImports.get(functionName);
  if (!fi) throw new Error(`${functionName} is not in the reference metadata`);
  edit(fi);
  return generateForm(fi);
}

/** The parameter `name` of `fi` (throws when missing, so a renamed parameter fails loudly). */
export function parameterOf(fi: FunctionImport, name: string): FunctionParameter {
  const p = fi.parameters.find((x) => x.name === name);
  if (!p) throw new Error(`${fi.name} has no parameter ${name}`);
  return p;
}
