/**
 * The one place emitters meet ts-morph: each TypeScript artefact is printed by ts-morph from one
 * array of statement structures and writer functions, and its text is handed back for the CLI to
 * write once. Measured: this is the cheap way; per-node `add*`/`insert*` calls grow quadratically
 * and are not used. The in-memory project is only needed where a syntax tree is read
 * (declaration-diff.ts) or for declaration files.
 * ts-morph is loaded on first use only (~0.4 s to compile its bundled TypeScript), so `--help` and
 * bad input never pay for it.
 */
import type * as TsMorph from 'ts-morph';
import { loadTsMorph } from './load-ts-morph';
import type { CodeBlockWriter, Project, SourceFile, StatementStructures, WriterFunction } from 'ts-morph';

export type { CodeBlockWriter, WriterFunction };
export type Statement = string | WriterFunction | StatementStructures;

let morph: typeof TsMorph | undefined;
let project: Project | undefined;

/** The ts-morph module, loaded synchronously on first call (emitters stay synchronous). */
export function tsMorph(): typeof TsMorph {
  morph ??= loadTsMorph();
  return morph;
}

function sharedProject(): Project {
  if (project) return project;
  const { Project, IndentationText, NewLineKind, QuoteKind } = tsMorph();
  project = new Project({
    useInMemoryFileSystem: true,
    skipLoadingLibFiles: true,
    // The house style of generated/: two spaces, single-quoted module specifiers, LF.
    manipulationSettings: {
      indentationText: IndentationText.TwoSpaces,
      newLineKind: NewLineKind.LineFeed,
      quoteKind: QuoteKind.Single,
      useTrailingCommas: true,
    },
  });
  return project;
}

/**
 * Parses `text` into a throw-away source file of the in-memory project, hands it to `use`, then
 * forgets it so a long run holds one file's AST at a time.
 */
export function withSourceFile<T>(path: string, text: string | Statement[], use: (file: SourceFile) => T): T {
  const p = sharedProject();
  const file = p.createSourceFile(`/${path}`, Array.isArray(text) ? { statements: text } : text, { overwrite: true });
  try {
    return use(file);
  } finally {
    p.removeSourceFile(file);
  }
}

/**
 * Prints one output file from its statements (structures, writers, or raw lines) with ts-morph's
 * structure printer, the same one `createSourceFile` uses, but without parsing the printed text
 * back into a syntax tree nobody reads (that re-parse was most of the emit time and memory).
 * The settings are the house style of the shared project above.
 */
export function sourceText(path: string, statements: Statement[]): string {
  // printStructure prints as for a .ts file; a declaration file's classes and functions print
  // without bodies, which only the project's printer knows (small files: the re-parse is cheap).
  if (path.endsWith('.d.ts')) return withSourceFile(path, statements, (file) => file.getFullText());
  const { printStructure, StructureKind } = tsMorph();
  return printStructure(
    { kind: StructureKind.SourceFile, statements },
    { indentNumberOfSpaces: 2, newLine: '\n', useSingleQuote: true, insertSpaceAfterOpeningAndBeforeClosingNonemptyBraces: true },
  );
}

/** A blank line between statements the printer would otherwise only separate by a newline. */
export const blankLine: WriterFunction = (writer) => {
  writer.blankLineIfLastNot();
};

/**
 * `export const name: type = value;` as a writer. ts-morph's VariableStatement printer renders the
 * initializer on a separate writer and hanging-indents it, which would shift every line of a
 * multi-line object literal; written here, `value` keeps the statement's own indentation.
 */
export function exportConst(spec: { doc?: string; name: string; type?: string; value: WriterFunction | string }): WriterFunction {
  return (writer) => {
    for (const text of docs(spec.doc)) writer.writeLine(`/** ${text} */`);
    writer.write(`export const ${spec.name}${spec.type ? `: ${spec.type}` : ''} = `);
    if (typeof spec.value === 'string') writer.write(spec.value);
    else spec.value(writer);
    writer.write(';');
  };
}

/** The `docs` of a structure: one single-line JSDoc with `*\/` defused, or none without text. */
export function docs(text: string | undefined): string[] {
  if (!text) return [];
  return [text.replaceAll('*/', '*\\/').replace(/\s+/g, ' ').trim()];
}
