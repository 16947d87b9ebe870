/**
 * Choosing demands to pay together, React-free: the groups in the order the page shows them (the
 * current object first), what is chosen and its total, and the transfer's reference text built from
 * the objects' Kassenzeichen and the demands' numbers, within the SEPA limit.
 */
import { toCents } from '../../i18n/currency';
import { REMITTANCE_MAX } from './girocode';
import type { Demand, ObjectDemands } from './open-demands';

/** The current object's group first; the others keep their order (earliest due first). */
export function currentFirst(groups: readonly ObjectDemands[], currentObjectId: number | null): ObjectDemands[] {
  const current = groups.filter((g) => g.objectId !== null && g.objectId === currentObjectId);
  return [...current, ...groups.filter((g) => !current.includes(g))];
}

/** The chosen demands among the open ones, in page order, and their total in cents. */
export function chosenDemands(groups: readonly ObjectDemands[], selected: ReadonlySet<number>): { demands: Demand[]; cents: number } {
  const demands = groups.flatMap((g) => g.demands).filter((d) => selected.has(d.id));
  return { demands, cents: demands.reduce((sum, d) => sum + toCents(d.open), 0) };
}

/** Whether none, some or all demands of a group are chosen ("alle auswählen" of the group). */
export function groupChoice(group: ObjectDemands, selected: ReadonlySet<number>): 'none' | 'some' | 'all' {
  const n = group.demands.filter((d) => selected.has(d.id)).length;
  return n === 0 ? 'none' : n === group.demands.length ? 'all' : 'some';
}

/** Chooses all demands of a group, or none of them when all were chosen. */
export function toggleGroup(group: ObjectDemands, selected: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  const all = groupChoice(group, selected) === 'all';
  for (const d of group.demands) {
    if (all) next.delete(d.id);
    else next.add(d.id);
  }
  return next;
}

export function toggleDemand(id: number, selected: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/**
 * The reference text of a transfer of `demands`: per object its Kassenzeichen (or, without one,
 * "Obj." and the object's number) followed by the demands' numbers, e.g.
 * "KZ-2026-0002 Nr. 12,13 / KZ-2026-0003 Nr. 20". `fits` is false above the 140 characters a SEPA
 * transfer carries: the resident then pays in parts.
 */
export function remittanceText(demands: readonly Demand[], kassenzeichenOf: (objectId: number | null) => string | null): { text: string; fits: boolean } {
  const byObject = new Map<number | null, number[]>();
  for (const d of demands) byObject.set(d.objectId, [...(byObject.get(d.objectId) ?? []), d.id]);
  const text = [...byObject]
    .map(([objectId, ids]) => `${kassenzeichenOf(objectId) ?? (objectId === null ? '' : `Obj. ${objectId}`)} Nr. ${ids.join(',')}`.trim())
    .join(' / ');
  return { text, fits: [...text].length <= REMITTANCE_MAX };
}
