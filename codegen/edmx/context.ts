/**
 * Shared state of one read: the alias table, the declared types, diagnostics, and error helpers
 * that attach the source position of the offending element.
 */
import { EdmxError, type Diagnostic, type EdmPrimitive, type TypeRef } from './model';
import { positionAt, type XElement } from './xml-guard';

export type DeclaredKind = 'entity' | 'complex' | 'enum';

const PRIMITIVES: ReadonlySet<string> = new Set<EdmPrimitive>([
  'Edm.Binary', 'Edm.Boolean', 'Edm.Byte', 'Edm.Date', 'Edm.DateTime', 'Edm.DateTimeOffset',
  'Edm.Decimal', 'Edm.Double', 'Edm.Duration', 'Edm.Guid', 'Edm.Int16', 'Edm.Int32', 'Edm.Int64',
  'Edm.SByte', 'Edm.Single', 'Edm.Stream', 'Edm.String', 'Edm.Time', 'Edm.TimeOfDay',
]);

export const isEdmPrimitive = (name: string): name is EdmPrimitive => PRIMITIVES.has(name);

/** Names that would poison plain-object lookups downstream (prototype pollution). */
const FORBIDDEN_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export const MAX_DIAGNOSTICS = 1000;

export class ReadContext {
  readonly diagnostics: Diagnostic[] = [];
  private suppressed = 0;
  /** Alias -> namespace. */
  readonly aliases = new Map<string, string>();
  /** FQN -> kind of every declared entity, complex and enum type. */
  readonly declared = new Map<string, DeclaredKind>();
  /** V4 TypeDefinitions: FQN -> underlying primitive type name. */
  readonly typeDefinitions = new Map<string, string>();
  /** FQN -> the element that declared the type first; later declarations are skipped (duplicates.ts). */
  readonly firstDeclaration = new Map<string, XElement>();

  constructor(private readonly xml: string) {}

  fail(message: string, code: EdmxError['code'], element?: XElement): never {
    throw new EdmxError(message, code, element ? positionAt(this.xml, element.start) : undefined);
  }

  /** `Zeile 12, Spalte 7` of an element, for messages. */
  where(element: XElement): string {
    const { line, column } = positionAt(this.xml, element.start);
    return `Zeile ${line}, Spalte ${column}`;
  }

  /** Records a warning; after MAX_DIAGNOSTICS only a count is kept, so hostile input cannot flood memory. */
  warn(path: string, message: string): void {
    if (this.diagnostics.length < MAX_DIAGNOSTICS) {
      this.diagnostics.push({ severity: 'warning', message, path });
      return;
    }
    this.suppressed += 1;
    const summary = { severity: 'warning' as const, message: `${this.suppressed} weitere Warnungen unterdrückt`, path: '' };
    if (this.suppressed === 1) this.diagnostics.push(summary);
    else this.diagnostics[MAX_DIAGNOSTICS] = summary;
  }

  /** A required attribute; a missing one makes the document invalid. */
  required(element: XElement, attribute: string, path: string): string {
    const value = element.attrs.get(attribute)?.trim();
    if (!value) this.fail(`Attribut ${attribute} fehlt (${path})`, 'invalid', element);
    return value;
  }

  /** The Name attribute, refusing names that would poison object lookups. */
  name(element: XElement, path: string): string {
    const name = this.required(element, 'Name', path);
    if (FORBIDDEN_NAMES.has(name)) this.fail(`Unzulässiger Name "${name}" (${path})`, 'invalid', element);
    return name;
  }

  /** `Alias.Name` or `Namespace.Name` -> `Namespace.Name`. */
  qualify(name: string): string {
    const dot = name.lastIndexOf('.');
    if (dot <= 0) return name;
    const namespace = this.aliases.get(name.slice(0, dot));
    return namespace === undefined ? name : `${namespace}.${name.slice(dot + 1)}`;
  }

  /** Resolves a Type attribute (`Edm.String`, `Alias.X`, `Collection(NS.X)`); unknown types throw. */
  typeRef(raw: string, path: string, element: XElement): TypeRef {
    const match = /^Collection\((.*)\)$/.exec(raw.trim());
    const collection = match !== null;
    const inner = (match?.[1] ?? raw).trim();
    if (inner.startsWith('Edm.')) {
      if (isEdmPrimitive(inner)) return { kind: 'primitive', name: inner, collection };
      this.warn(path, `Typ ${inner} wird nicht unterstützt und als unbekannt behandelt`);
      return { kind: 'unknownPrimitive', name: inner, collection };
    }
    const fqn = this.qualify(inner);
    const underlying = this.typeDefinitions.get(fqn);
    if (underlying !== undefined) return this.typeRef(collection ? `Collection(${underlying})` : underlying, path, element);
    const kind = this.declared.get(fqn);
    if (kind === undefined) this.missing(inner, path, element);
    return { kind, fqn, collection };
  }

  /** The FQN of a declared type of the given kind, or a missing-type error. */
  declaredType(raw: string, kind: DeclaredKind, path: string, element: XElement): string {
    const fqn = this.qualify(raw.trim());
    if (this.declared.get(fqn) !== kind) this.missing(raw, path, element);
    return fqn;
  }

  missing(name: string, path: string, element: XElement): never {
    this.fail(`Typ "${name}" nicht gefunden (${path})`, 'missing-type', element);
  }
}

/** Child elements with a given local name in a given namespace. */
export function childrenOf(element: XElement, local: string, ns: string): XElement[] {
  return element.children.filter((child) => child.local === local && child.ns === ns);
}

/** `Nullable` and other boolean facets: absent -> fallback; anything but true/false -> warning. */
export function booleanAttr(
  ctx: ReadContext,
  element: XElement,
  attribute: string,
  fallback: boolean,
  path: string,
): boolean {
  const raw = element.attrs.get(attribute);
  if (raw === undefined) return fallback;
  const value = raw.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  const shown = attribute.replace(/^\{[^}]*\}/, '');
  ctx.warn(path, `${shown}="${raw}" ist kein Wahrheitswert; ${String(fallback)} angenommen`);
  return fallback;
}

/** Non-negative integer facets (`MaxLength`, `Precision`, `Scale`); `Max`/`variable` -> undefined. */
export function integerAttr(ctx: ReadContext, element: XElement, attribute: string, path: string): number | undefined {
  const raw = element.attrs.get(attribute)?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (/^\d{1,9}$/.test(raw)) return Number(raw);
  if (!/^(max|variable|floating)$/i.test(raw)) ctx.warn(path, `${attribute}="${raw}" ignoriert`);
  return undefined;
}
