/**
 * Resolves property paths through to-one navigations (`Abfuhrplan/GefaesstarifArt/Abfallart/Name`)
 * to SQL column expressions, adding one LEFT JOIN per distinct navigation prefix. The root table
 * is aliased ROOT_ALIAS ("t0"); joins get t1, t2, ... Names are checked against the allow-list.
 */
import { badRequest, clip } from './errors';
import { quoteIdent, singleKey, type ModelIndex, type PropInfo, type SetInfo } from './model-index';

export const ROOT_ALIAS = 't0';
const MAX_JOINS = 16;

export interface ResolvedProperty {
  /** SQL expression for the raw column (e.g. t2."Name"). */
  sql: string;
  prop: PropInfo;
}

export class Joins {
  private readonly byPath = new Map<string, { alias: string; set: SetInfo }>();
  private readonly clauses: string[] = [];

  constructor(
    private readonly idx: ModelIndex,
    readonly root: SetInfo,
  ) {}

  /** LEFT JOIN clauses in creation order (no parameters). */
  sql(): string {
    return this.clauses.join(' ');
  }

  /** Resolves `Nav/Nav/Prop`; `where` names the option for error messages. */
  resolve(segments: string[], where: string): ResolvedProperty {
    let alias = ROOT_ALIAS;
    let set = this.root;
    for (let i = 0; i < segments.length - 1; i++) {
      const name = segments[i] as string;
      const nav = set.navs.get(name);
      if (!nav) throw unknown(set, name, where, set.props.has(name));
      if (nav.collection) throw badRequest(`${where}: die Navigation „${clip(name)}“ führt zu einer Menge und kann hier nicht verwendet werden.`);
      const target = this.idx.sets.get(nav.targetSet) as SetInfo;
      // Shortcut: the key of a to-one target is already in the fk column, no join needed.
      const last = segments[segments.length - 1];
      if (i === segments.length - 2 && last === singleKey(target).name) {
        return { sql: `${alias}.${quoteIdent(nav.fkColumn)}`, prop: singleKey(target) };
      }
      const pathKey = segments.slice(0, i + 1).join('/');
      let j = this.byPath.get(pathKey);
      if (!j) {
        if (this.byPath.size >= MAX_JOINS) throw badRequest(`${where}: zu viele Navigationen.`);
        j = { alias: `t${this.byPath.size + 1}`, set: target };
        this.byPath.set(pathKey, j);
        this.clauses.push(
          `LEFT JOIN ${quoteIdent(target.name)} AS ${j.alias} ON ${j.alias}.${quoteIdent(singleKey(target).column)} = ${alias}.${quoteIdent(nav.fkColumn)}`,
        );
      }
      alias = j.alias;
      set = j.set;
    }
    const name = segments[segments.length - 1] as string;
    const prop = set.props.get(name);
    if (!prop) {
      if (set.navs.has(name)) throw badRequest(`${where}: „${clip(name)}“ ist eine Navigation, hier wird eine Eigenschaft erwartet.`);
      throw unknown(set, name, where, false);
    }
    return { sql: `${alias}.${quoteIdent(prop.column)}`, prop };
  }
}

function unknown(set: SetInfo, name: string, where: string, isProperty: boolean): Error {
  if (isProperty) return badRequest(`${where}: „${clip(name)}“ ist keine Navigation von ${set.name}.`);
  return badRequest(`${where}: unbekannte Eigenschaft „${clip(name)}“ in ${set.name}.`);
}
