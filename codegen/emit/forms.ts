/**
 * generated/forms/<Function>.ts for each function import with portal field annotations, its
 * precompiled validator (<Function>.validator.js + .d.ts), and forms/index.ts mapping function names
 * to lazy `import()`s so every form is its own chunk. The .ts files are printed by ts-morph
 * (ts-file.ts); the validator .js is ajv's standalone code as it comes.
 */
import type { ImportDeclarationStructure } from 'ts-morph';
import type { FunctionImport } from '../edmx/model';
import { buildForm, formId } from './form-schema';
import { byTsName, header, json, key, runtimeFrom, str } from './text';
import { blankLine, exportConst, sourceText, tsMorph } from './ts-file';
import type { EmittedFile, Emitter } from './types';
import { compileValidator } from './validator-code';

/** File stem of a form: the function's identifier. */
const stem = (fn: FunctionImport) => fn.tsName;

export const emitForms: Emitter = (model, ctx) => {
  const fns = [...model.functionImports.values()].filter((fn) => fn.hasForm).sort(byTsName);
  const files: EmittedFile[] = [];
  const { StructureKind, VariableDeclarationKind } = tsMorph();
  const importContract: ImportDeclarationStructure = {
    kind: StructureKind.ImportDeclaration,
    isTypeOnly: true,
    namedImports: ['GeneratedForm'],
    moduleSpecifier: runtimeFrom(ctx, 1, 'contract'),
  };
  for (const fn of fns) {
    const data = buildForm(fn);
    const id = formId(fn);
    const path = `forms/${stem(fn)}.ts`;
    files.push({
      path,
      text: sourceText(path, [
        header(ctx).trimEnd(),
        importContract,
        { kind: StructureKind.ImportDeclaration, namespaceImport: 'validators', moduleSpecifier: `./${stem(fn)}.validator` },
        blankLine,
        exportConst({
          doc: `Form of the function import ${fn.name}.`,
          name: 'form',
          type: 'GeneratedForm',
          // The data as JSON, plus the precompiled validators (code, not data) as the last member.
          value: `${json(data).slice(0, -2)},\n  validateFns: { ...validators },\n}`,
        }),
      ]),
    });
    files.push({ path: `forms/${stem(fn)}.validator.js`, text: header(ctx) + compileValidator(data.schema) + '\n' });
    const declaration = `forms/${stem(fn)}.validator.d.ts`;
    files.push({
      path: declaration,
      text: sourceText(declaration, [
        header(ctx).trimEnd(),
        {
          kind: StructureKind.VariableStatement,
          isExported: true,
          hasDeclareKeyword: true,
          declarationKind: VariableDeclarationKind.Const,
          declarations: [{ name: id, type: '((data: unknown) => boolean) & { errors?: unknown }' }],
        },
      ]),
    });
  }
  files.push({
    path: 'forms/index.ts',
    text: sourceText('forms/index.ts', [
      header(ctx).trimEnd(),
      importContract,
      blankLine,
      exportConst({
        doc: 'Generated forms by function import name; each loads as its own chunk.',
        name: 'forms',
        type: 'Record<string, () => Promise<GeneratedForm>>',
        value: (writer) => {
          writer.inlineBlock(() => {
            for (const fn of fns) writer.writeLine(`${key(fn.name)}: () => import(${str(`./${stem(fn)}`)}).then((m) => m.form),`);
          });
        },
      }),
    ]),
  });
  return files;
};
