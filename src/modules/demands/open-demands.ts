/**
 * What the owner still owes, React-free: open demands grouped by object, which are overdue (due
 * before today in Berlin), and the totals, summed in cents.
 */
import { berlinDay } from '../../api/queries/collection-dates';
import { toCents } from '../../i18n/currency';

export interface Demand {
  id: number;
  title: string;
  due: Date;
  /** OData decimals as text. */
  amount: string;
  open: string;
  objectId: number | null;
}

export interface ObjectDemands {
  objectId: number | null;
  demands: Demand[];
  openCents: number;
  overdueCount: number;
}

const isOpen = (demand: Demand): boolean => toCents(demand.open) > 0;

/** Due before today (a demand due today is not late yet). */
export const isOverdue = (demand: Demand, now: Date): boolean => isOpen(demand) && berlinDay(demand.due) < berlinDay(now);

/** Open demands per object in the order of their earliest due date, with what is overdue `now`. */
export function groupOpenDemands(demands: readonly Demand[], now: Date): ObjectDemands[] {
  const groups = new Map<number | null, Demand[]>();
  for (const demand of [...demands].filter(isOpen).sort((a, b) => a.due.getTime() - b.due.getTime() || a.id - b.id)) {
    const list = groups.get(demand.objectId) ?? [];
    list.push(demand);
    groups.set(demand.objectId, list);
  }
  return [...groups].map(([objectId, list]) => ({
    objectId,
    demands: list,
    openCents: list.reduce((sum, d) => sum + toCents(d.open), 0),
    overdueCount: list.filter((d) => isOverdue(d, now)).length,
  }));
}

export function totals(groups: readonly ObjectDemands[]): { openCents: number; overdueCount: number; count: number } {
  return groups.reduce((t, g) => ({ openCents: t.openCents + g.openCents, overdueCount: t.overdueCount + g.overdueCount, count: t.count + g.demands.length }), {
    openCents: 0,
    overdueCount: 0,
    count: 0,
  });
}
