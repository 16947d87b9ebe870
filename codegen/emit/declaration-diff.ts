/**
 * What `codegen --check` says about a stale file beyond "it differs": which exported declarations
 * were added, removed or changed, read from the ts-morph AST of the file on disk and of the file
 * that would be generated (and, for a changed interface or object literal, which members).
 */
import type { Node as TsNode, SourceFile } from 'ts-morph';
import { tsMorph, withSourceFile } from './ts-file';

export interface DeclarationDiff {
  added: string[];
  removed: string[];
  /** `interface Volumen (~VolumenWert, +Einheit)`: the declaration, then its changed members. */
  changed: string[];
}

interface Declared {
  text: string;
  members: Map<string, string>;
}

/** Files the TypeScript parser reads; others (JSON) are compared as text only. */
export const isScript = (path: string): boolean => /\.[cm]?[jt]s$/.test(path);

const MAX_MEMBERS = 8;

/** Unwraps `{…} satisfies T`, `{…} as T` and parentheses down to the expression inside. */
function unwrap(node: TsNode | undefined): TsNode | undefined {
  const { Node } = tsMorph();
  let current = node;
  while (current && (Node.isSatisfiesExpression(current) || Node.isAsExpression(current) || Node.isParenthesizedExpression(current))) {
    current = current.getExpression();
  }
  return current;
}

/** Named members of an interface, type literal or object literal (a function: its returned object). */
function membersOf(node: TsNode | undefined): Map<string, string> {
  const { Node, SyntaxKind } = tsMorph();
  const members = new Map<string, string>();
  let holder = unwrap(node);
  if (holder && Node.isFunctionDeclaration(holder)) {
    const returned = holder.getDescendantsOfKind(SyntaxKind.ReturnStatement).map((r) => unwrap(r.getExpression()));
    holder = returned.find((e) => e && Node.isObjectLiteralExpression(e));
  }
  if (holder && Node.isTypeAliasDeclaration(holder)) holder = holder.getTypeNode();
  let list: TsNode[] = [];
  if (holder && (Node.isInterfaceDeclaration(holder) || Node.isTypeLiteral(holder))) list = holder.getMembers();
  else if (holder && Node.isObjectLiteralExpression(holder)) list = holder.getProperties();
  for (const member of list) {
    const name = Node.hasName(member) ? member.getName() : member.getText();
    members.set(name, member.getText(true));
  }
  return members;
}

const KIND_LABELS: Record<string, string> = {
  InterfaceDeclaration: 'interface',
  TypeAliasDeclaration: 'type',
  FunctionDeclaration: 'function',
  ClassDeclaration: 'class',
  EnumDeclaration: 'enum',
  ModuleDeclaration: 'namespace',
};

/** Exported declarations of a file by label (`interface Volumen`, `const typeMap`, `export X from './y'`). */
function exported(file: SourceFile): Map<string, Declared> {
  const { Node } = tsMorph();
  const out = new Map<string, Declared>();
  for (const statement of file.getStatements()) {
    if (Node.isExportDeclaration(statement)) {
      const from = statement.getModuleSpecifierValue();
      const named = statement.getNamedExports();
      if (!named.length) out.set(statement.getText(), { text: statement.getText(), members: new Map() });
      for (const spec of named) {
        out.set(`export ${spec.getName()}${from ? ` from '${from}'` : ''}`, { text: spec.getText(), members: new Map() });
      }
    } else if (Node.isVariableStatement(statement)) {
      if (!statement.isExported()) continue;
      const docs = statement.getJsDocs().map((d) => d.getText()).join('\n');
      for (const declaration of statement.getDeclarations()) {
        const label = `${statement.getDeclarationKind()} ${declaration.getName()}`;
        out.set(label, { text: `${docs}\n${declaration.getText()}`, members: membersOf(declaration.getInitializer()) });
      }
    } else if (Node.isExportable(statement) && statement.isExported() && Node.hasName(statement)) {
      const label = `${KIND_LABELS[statement.getKindName()] ?? statement.getKindName()} ${statement.getName()}`;
      out.set(label, { text: statement.getText(true), members: membersOf(statement) });
    }
  }
  return out;
}

function memberChanges(before: Map<string, string>, after: Map<string, string>): string {
  const changes: string[] = [];
  for (const [name, text] of after) {
    if (!before.has(name)) changes.push(`+${name}`);
    else if (before.get(name) !== text) changes.push(`~${name}`);
  }
  for (const name of before.keys()) if (!after.has(name)) changes.push(`-${name}`);
  if (!changes.length) return '';
  const shown = changes.slice(0, MAX_MEMBERS).join(', ');
  return ` (${shown}${changes.length > MAX_MEMBERS ? `, … ${changes.length - MAX_MEMBERS} more` : ''})`;
}

/** Exported declarations added, removed and changed from `before` to `after` (both file texts). */
export function diffDeclarations(path: string, before: string, after: string): DeclarationDiff {
  const old = withSourceFile(`before/${path}`, before, exported);
  const now = withSourceFile(`after/${path}`, after, exported);
  const diff: DeclarationDiff = { added: [], removed: [], changed: [] };
  for (const [label, declared] of now) {
    const previous = old.get(label);
    if (!previous) diff.added.push(label);
    else if (previous.text !== declared.text) diff.changed.push(`${label}${memberChanges(previous.members, declared.members)}`);
  }
  for (const label of old.keys()) if (!now.has(label)) diff.removed.push(label);
  return diff;
}

/** Report lines for one stale file; says so when only imports, comments or layout differ. */
export function describeDiff(diff: DeclarationDiff): string[] {
  const lines = [
    ...diff.changed.map((d) => `changed  ${d}`),
    ...diff.added.map((d) => `added    ${d}`),
    ...diff.removed.map((d) => `removed  ${d}`),
  ];
  return lines.length ? lines : ['no exported declaration changed (imports, comments or layout differ)'];
}
