/** generated/index.ts: the public surface of the generated code, as ts-morph export declarations. */
import type { ExportDeclarationStructure, ExportSpecifierStructure, OptionalKind } from 'ts-morph';
import { header } from './text';
import { sourceText, tsMorph } from './ts-file';
import type { Emitter } from './types';

export const emitIndex: Emitter = (_model, ctx) => {
  const { StructureKind } = tsMorph();
  const reexport = (from: string, namedExports: (string | OptionalKind<ExportSpecifierStructure>)[]): ExportDeclarationStructure => ({
    kind: StructureKind.ExportDeclaration,
    moduleSpecifier: from,
    namedExports,
  });
  const type = (name: string): OptionalKind<ExportSpecifierStructure> => ({ name, isTypeOnly: true });
  const text = sourceText('index.ts', [
    header(ctx).trimEnd(),
    reexport('./client', ['createClient', 'functionSpecs', type('Client'), type('Expands'), type('FunctionParams'), type('Paths')]),
    reexport('./capabilities', ['capabilities']),
    reexport('./forms/index', ['forms']),
    reexport('./type-map', ['typeMap']),
    { kind: StructureKind.ExportDeclaration, isTypeOnly: true, moduleSpecifier: './entities' },
  ]);
  return [{ path: 'index.ts', text }];
};
