/**
 * generated/forms/<Function>.ts for each function import with portal field annotations, its
 * precompiled validator (<Function>.validator.js + .d.ts), and forms/index.ts mapping function names
 * to lazy `import()`s so every form is its own chunk.
 */
import type { FunctionImport } from '../edmx/model';
import { buildForm, formId } from './form-schema';
import { byTsName, header, json, key, runtimeFrom, str } from './text';
import type { EmittedFile, Emitter } from './types';
import { compileValidator } from './validator-code';

/** File stem of a form: the function's identifier. */
const stem = (fn: FunctionImport) => fn.tsName;

export const emitForms: Emitter = (model, ctx) => {
  const fns = [...model.functionImports.values()].filter((fn) => fn.hasForm).sort(byTsName);
  const files: EmittedFile[] = [];
  for (const fn of fns) {
    const data = buildForm(fn);
    const id = formId(fn);
    files.push({
      path: `forms/${stem(fn)}.ts`,
      text:
        header(ctx) +
        `import type { GeneratedForm } from '${runtimeFrom(ctx, 1, 'contract')}';\n` +
        `import * as validators from './${stem(fn)}.validator';\n\n` +
        `/** Form of the function import ${fn.name}. */\n` +
        `export const form: GeneratedForm = ${json(data).slice(0, -2)},\n  validateFns: { ...validators },\n};\n`,
    });
    files.push({ path: `forms/${stem(fn)}.validator.js`, text: header(ctx) + compileValidator(data.schema) + '\n' });
    files.push({
      path: `forms/${stem(fn)}.validator.d.ts`,
      text: header(ctx) + `export declare const ${id}: ((data: unknown) => boolean) & { errors?: unknown };\n`,
    });
  }
  const entries = fns.map((fn) => `  ${key(fn.name)}: () => import(${str(`./${stem(fn)}`)}).then((m) => m.form),\n`);
  files.push({
    path: 'forms/index.ts',
    text:
      header(ctx) +
      `import type { GeneratedForm } from '${runtimeFrom(ctx, 1, 'contract')}';\n\n` +
      '/** Generated forms by function import name; each loads as its own chunk. */\n' +
      `export const forms: Record<string, () => Promise<GeneratedForm>> = {\n${entries.join('')}};\n`,
  });
  return files;
};
