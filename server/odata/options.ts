/**
 * System query options: parsing and validation against the allow-list. Non-system parameters
 * (no leading `$`, e.g. function import parameters) are ignored; unknown system options, repeated
 * options and bad values are 400s.
 */
import { badRequest, clip } from './errors';
import type { ModelIndex, NavInfo, SetInfo } from './model-index';

export type QueryParams = URLSearchParams | Record<string, string | undefined>;

export interface ExpandNode {
  nav: NavInfo;
  set: SetInfo;
  children: Map<string, ExpandNode>;
}

export interface OrderItem {
  segments: string[];
  desc: boolean;
}

export interface QueryOptions {
  filter?: string;
  expand: Map<string, ExpandNode>;
  orderby: OrderItem[];
  /** Selected top-level property names; undefined = all. */
  select?: Set<string>;
  top?: number;
  skip?: number;
  inlinecount: boolean;
}

const COLLECTION_OPTIONS = new Set(['$filter', '$expand', '$orderby', '$select', '$top', '$skip', '$inlinecount', '$format']);
const ENTITY_OPTIONS = new Set(['$expand', '$select', '$format']);
const MAX_OPTION_LENGTH = 2000;
// Expansion caps: the metadata contract's deepest path has 3 segments, the portal uses
// at most 8 paths; the entity budget of query.ts bounds what the remaining paths can multiply.
export const MAX_EXPAND_PATHS = 12;
export const MAX_EXPAND_DEPTH = 3;
const MAX_ORDERBY_ITEMS = 10;
const NAME = /^[\p{L}_][\p{L}\p{N}_]*$/u;

/** Reads the `$` options into a plain map, rejecting unknown and repeated ones. */
function systemOptions(params: QueryParams, allowed: Set<string>): Map<string, string> {
  const out = new Map<string, string>();
  const entries: [string, string | undefined][] = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  for (const [k, v] of entries) {
    if (!k.startsWith('$') || v === undefined) continue;
    if (!allowed.has(k)) throw badRequest(`Die Abfrageoption „${clip(k)}“ wird hier nicht unterstützt.`);
    if (out.has(k)) throw badRequest(`Die Abfrageoption „${k}“ ist mehrfach angegeben.`);
    if (v.length > MAX_OPTION_LENGTH && k !== '$filter') throw badRequest(`Die Abfrageoption „${k}“ ist zu lang.`);
    out.set(k, v);
  }
  return out;
}

function nonNegativeInt(name: string, v: string): number {
  if (!/^\d{1,9}$/.test(v.trim())) throw badRequest(`${name} erwartet eine nicht negative ganze Zahl.`);
  return Number(v.trim());
}

function list(v: string): string[] {
  return v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

export function parseExpand(idx: ModelIndex, root: SetInfo, value: string): Map<string, ExpandNode> {
  const tree = new Map<string, ExpandNode>();
  const paths = list(value);
  if (paths.length > MAX_EXPAND_PATHS) throw badRequest(`$expand: höchstens ${MAX_EXPAND_PATHS} Pfade.`);
  for (const path of paths) {
    const segs = path.split('/').map((s) => s.trim());
    if (segs.length > MAX_EXPAND_DEPTH) throw badRequest(`$expand: der Pfad „${clip(path)}“ ist zu tief (höchstens ${MAX_EXPAND_DEPTH} Ebenen).`);
    let set = root;
    let level = tree;
    for (const seg of segs) {
      const nav = NAME.test(seg) ? set.navs.get(seg) : undefined;
      if (!nav) throw badRequest(`$expand: „${clip(seg)}“ ist keine Navigation von ${set.name}.`);
      const target = idx.sets.get(nav.targetSet) as SetInfo;
      let node = level.get(seg);
      if (!node) {
        node = { nav, set: target, children: new Map() };
        level.set(seg, node);
      }
      set = target;
      level = node.children;
    }
  }
  return tree;
}

function parseOrderby(value: string): OrderItem[] {
  const items = list(value);
  if (items.length > MAX_ORDERBY_ITEMS) throw badRequest('$orderby: zu viele Sortierkriterien.');
  return items.map((item) => {
    const m = /^([^\s]+)(?:\s+(asc|desc))?$/i.exec(item);
    const segments = m?.[1]?.split('/') ?? [];
    if (!m || segments.length === 0 || !segments.every((s) => NAME.test(s))) {
      throw badRequest(`$orderby: „${clip(item)}“ ist kein gültiges Sortierkriterium.`);
    }
    return { segments, desc: m[2]?.toLowerCase() === 'desc' };
  });
}

function parseSelect(set: SetInfo, value: string, expand: Map<string, ExpandNode>): Set<string> | undefined {
  const out = new Set<string>();
  for (const item of list(value)) {
    if (item === '*') return undefined;
    const first = item.split('/')[0] ?? '';
    if (set.props.has(item)) out.add(item);
    else if (set.navs.has(first)) {
      // Navigation (or a path into one): the expanded entity is returned whole.
      if (!expand.has(first) && item.includes('/')) throw badRequest(`$select: „${clip(item)}“ setzt $expand=${first} voraus.`);
    } else throw badRequest(`$select: unbekannte Eigenschaft „${clip(item)}“ in ${set.name}.`);
  }
  for (const k of set.keys) out.add(k.name);
  return out;
}

export function parseQueryOptions(idx: ModelIndex, set: SetInfo, params: QueryParams, mode: 'collection' | 'entity'): QueryOptions {
  const o = systemOptions(params, mode === 'collection' ? COLLECTION_OPTIONS : ENTITY_OPTIONS);
  const format = o.get('$format');
  if (format !== undefined && !/^(json|application\/json)$/i.test(format.trim())) {
    throw badRequest('$format: nur „json“ wird unterstützt.');
  }
  const expand = o.get('$expand') ? parseExpand(idx, set, o.get('$expand') as string) : new Map<string, ExpandNode>();
  const select = o.get('$select') ? parseSelect(set, o.get('$select') as string, expand) : undefined;
  const orderby = o.get('$orderby') ? parseOrderby(o.get('$orderby') as string) : [];
  const inline = o.get('$inlinecount');
  if (inline !== undefined && inline !== 'allpages' && inline !== 'none') {
    throw badRequest('$inlinecount erwartet „allpages“ oder „none“.');
  }
  const filter = o.get('$filter');
  const top = o.get('$top');
  const skip = o.get('$skip');
  return {
    ...(filter !== undefined && filter.trim() !== '' ? { filter } : {}),
    expand,
    orderby,
    ...(select ? { select } : {}),
    ...(top !== undefined ? { top: nonNegativeInt('$top', top) } : {}),
    ...(skip !== undefined ? { skip: nonNegativeInt('$skip', skip) } : {}),
    inlinecount: inline === 'allpages',
  };
}
