/**
 * Duplicate declarations, as published SAP services contain them (a ComplexType declared twice in
 * one schema, a property listed twice): SAP's own tools read such metadata, so the reader does too.
 * The first declaration wins; every later one becomes a warning saying where both are and whether
 * the later one is an identical copy or conflicts with the first.
 */
import type { ReadContext } from './context';
import type { XElement } from './xml-guard';

/** Same element name, same attributes, same children in the same order. */
export function sameElement(a: XElement, b: XElement): boolean {
  if (a.ns !== b.ns || a.local !== b.local || a.attrs.size !== b.attrs.size || a.children.length !== b.children.length) return false;
  for (const [key, value] of a.attrs) if (b.attrs.get(key) !== value) return false;
  return a.children.every((child, i) => sameElement(child, b.children[i] as XElement));
}

/** Warns about a later declaration of `what` that loses against `first`. */
export function warnDuplicate(ctx: ReadContext, path: string, what: string, first: XElement, again: XElement): void {
  const kind = sameElement(first, again) ? 'identisch' : 'abweichend';
  ctx.warn(path, `${what} ist doppelt deklariert (${kind}, ${ctx.where(again)}); die erste Deklaration (${ctx.where(first)}) gilt, diese wird ignoriert`);
}

/**
 * The elements with a Name attribute, the first per name: later namesakes are warned about and
 * left out (properties, navigation properties, parameters, enum members of one owner).
 */
export function firstByName(ctx: ReadContext, elements: readonly XElement[], owner: string, what: string): XElement[] {
  const seen = new Map<string, XElement>();
  const out: XElement[] = [];
  for (const element of elements) {
    const name = element.attrs.get('Name')?.trim();
    const first = name === undefined ? undefined : seen.get(name);
    if (first) {
      warnDuplicate(ctx, `${owner}/${what} ${name ?? ''}`, `${what} ${name ?? ''}`, first, element);
      continue;
    }
    if (name !== undefined) seen.set(name, element);
    out.push(element);
  }
  return out;
}
