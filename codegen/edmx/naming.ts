/**
 * All identifiers of emitted code are decided here, once, so emitters never invent names.
 * - Type names (entity, complex, enum) are unique across all schemas, case-insensitively (emitters
 *   may write one file per type, and some file systems ignore case).
 * - Entity sets and function imports share the client namespace and get unique names there.
 * - Property and parameter keys stay as the authority spells them, quoted when not identifiers.
 * Results depend only on the document, never on iteration accidents: clashes are resolved by
 * namespace prefix first, then by a numeric suffix in FQN order.
 */
import type { MetadataModel } from './model';

/** JavaScript/TypeScript reserved words and names of built-in types that cannot name a type. */
const RESERVED_WORDS = [
  'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do',
  'else', 'enum', 'export', 'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in',
  'instanceof', 'new', 'null', 'return', 'super', 'switch', 'this', 'throw', 'true', 'try',
  'typeof', 'var', 'void', 'while', 'with', 'implements', 'interface', 'let', 'package', 'private',
  'protected', 'public', 'static', 'yield', 'await', 'async', 'arguments', 'eval', 'as', 'of',
  'type', 'namespace', 'module', 'declare', 'readonly', 'keyof', 'infer', 'is', 'satisfies',
  'any', 'unknown', 'never', 'object', 'string', 'number', 'boolean', 'bigint', 'symbol', 'undefined',
];

/**
 * Names generated code needs for itself: globals it uses and the emitters' own exports.
 * Emitters with more names pass them as `readEdmx(xml, { reservedNames })`.
 */
export const RESERVED_TS_NAMES: ReadonlySet<string> = new Set([
  ...RESERVED_WORDS,
  'Array', 'Boolean', 'Date', 'Error', 'Function', 'JSON', 'Map', 'Math', 'Number', 'Object',
  'Promise', 'Record', 'RegExp', 'Set', 'String', 'Symbol', 'Partial', 'Readonly', 'Required',
  'Pick', 'Omit', 'Exclude', 'Extract', 'NonNullable', 'ReturnType', 'Uint8Array', 'Blob', 'File',
  'URL', 'Request', 'Response', 'Headers', 'globalThis', 'window', 'document',
  'Client', 'createClient', 'capabilities', 'Transport',
]);

const IDENTIFIER = /^[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*$/u;
const NOT_IDENTIFIER_PART = /[^\p{ID_Continue}$\u200C\u200D]/gu;

export const isIdentifier = (name: string): boolean => IDENTIFIER.test(name);

/** A property key for emitted TS: the plain name when it is an identifier, else a quoted string. */
export function tsKey(name: string): string {
  return isIdentifier(name) ? name : JSON.stringify(name);
}

/** A valid identifier that is no reserved name: odd characters -> `_`, leading digit -> `_`. */
export function toIdentifier(name: string, reserved: ReadonlySet<string> = RESERVED_TS_NAMES): string {
  let id = name.replace(NOT_IDENTIFIER_PART, '_');
  if (id === '' || !IDENTIFIER.test(id)) id = `_${id}`;
  return reserved.has(id) ? `${id}_` : id;
}

/** `Abfall.Portal` -> `Abfall_Portal`: a prefix that tells clashing types apart. */
const namespacePrefix = (namespace: string): string => toIdentifier(namespace.replace(/\./g, '_'), new Set());

interface Named {
  fqn: string;
  namespace: string;
  name: string;
  tsName: string;
}

/** Assigns unique tsNames to all types of the model. */
function nameTypes(types: Named[], reserved: ReadonlySet<string>): void {
  const byBase = new Map<string, Named[]>();
  for (const type of types) {
    const base = toIdentifier(type.name, reserved);
    const group = byBase.get(base.toLowerCase()) ?? [];
    group.push(type);
    byBase.set(base.toLowerCase(), group);
    type.tsName = base;
  }
  const registry = new NameRegistry(reserved, true);
  const clashing: Named[] = [];
  for (const group of byBase.values()) {
    if (group.length === 1 && group[0]) registry.claim(group[0].tsName);
    else clashing.push(...group);
  }
  // Clashing types get their namespace as prefix; what still clashes gets a counter (FQN order).
  clashing.sort((a, b) => (a.fqn < b.fqn ? -1 : a.fqn > b.fqn ? 1 : 0));
  for (const type of clashing) {
    const prefixed = `${namespacePrefix(type.namespace)}_${toIdentifier(type.name, new Set())}`;
    type.tsName = registry.unique(prefixed);
  }
}

/**
 * Hands out names: `candidate`, else `candidate_2`, `candidate_3`, ... — the first one not taken.
 * Remembers the next counter per candidate, so many inputs that sanitise to the same identifier
 * (`a-b`, `a.b`, `a b`, ...) cost linear, not quadratic, time.
 */
class NameRegistry {
  private readonly taken = new Set<string>();
  private readonly counters = new Map<string, number>();

  constructor(
    private readonly reserved: ReadonlySet<string>,
    private readonly foldCase: boolean,
  ) {}

  private key(name: string): string {
    return this.foldCase ? name.toLowerCase() : name;
  }

  claim(name: string): void {
    this.taken.add(this.key(name));
  }

  unique(wanted: string): string {
    const candidate = this.reserved.has(wanted) ? `${wanted}_` : wanted;
    let name = candidate;
    let counter = this.counters.get(this.key(candidate)) ?? 2;
    while (this.taken.has(this.key(name))) {
      name = `${candidate}_${counter}`;
      counter += 1;
    }
    this.counters.set(this.key(candidate), counter);
    this.claim(name);
    return name;
  }
}

/**
 * Fills every `tsName` of the model: types unique across schemas; entity sets and function
 * imports unique within the client (entity sets claim their names first, in document order).
 */
export function assignNames(model: MetadataModel, extraReserved: Iterable<string> = []): void {
  const reserved = new Set([...RESERVED_TS_NAMES, ...extraReserved]);
  nameTypes([...model.entityTypes.values(), ...model.complexTypes.values(), ...model.enumTypes.values()], reserved);
  const client = new NameRegistry(reserved, false);
  for (const set of model.entitySets.values()) set.tsName = client.unique(toIdentifier(set.name, reserved));
  for (const fn of model.functionImports.values()) fn.tsName = client.unique(toIdentifier(fn.name, reserved));
}
