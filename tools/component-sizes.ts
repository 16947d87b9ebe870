/** `npx tsx tools/component-sizes.ts [min-lines]`: lists every React component (an upper-case function or arrow) in src/**\/*.tsx with its line span, largest first. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

export interface ComponentSize {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  name: string;
  /** First and last line of the function, 1-based, both counted. */
  start: number;
  end: number;
  lines: number;
}

/** The function a declaration's initializer holds, looking through `memo(…)`, `forwardRef(…)` and the like. */
function functionOf(node: ts.Expression | undefined): ts.FunctionLikeDeclaration | undefined {
  if (!node) return undefined;
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return node;
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return functionOf(node.expression);
  if (ts.isCallExpression(node)) return node.arguments.map((arg) => functionOf(arg)).find(Boolean);
  return undefined;
}

const isComponentName = (name: string) => /^[A-Z]/.test(name);

/** The components declared anywhere in one source text (nested ones included). */
export function componentsIn(file: string, text: string): ComponentSize[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: ComponentSize[] = [];
  const add = (name: string, fn: ts.Node) => {
    const start = source.getLineAndCharacterOfPosition(fn.getStart(source)).line + 1;
    const end = source.getLineAndCharacterOfPosition(fn.getEnd()).line + 1;
    found.push({ file, name, start, end, lines: end - start + 1 });
  };
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && isComponentName(node.name.text) && node.body) add(node.name.text, node);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && isComponentName(node.name.text)) {
      const fn = functionOf(node.initializer);
      if (fn) add(node.name.text, fn);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every .tsx file below `dir`. */
function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** The components of every src/**\/*.tsx file under `root`, largest first. */
export function componentSizes(root = process.cwd()): ComponentSize[] {
  return tsxFiles(join(root, 'src'))
    .flatMap((path) => componentsIn(relative(root, path).split('\\').join('/'), readFileSync(path, 'utf8')))
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const min = Number(process.argv[2] ?? 0);
  for (const c of componentSizes().filter((c) => c.lines > min)) console.log(`${String(c.lines).padStart(4)}  ${c.file}:${c.start}  ${c.name}`);
}
