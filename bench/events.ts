/**
 * npm run bench:events -- [--count N] [--runs N]
 *
 * The event history's pure work for a large object (default 10,000 events): mapping the OData
 * rows, sorting, the store's load, and upserting the events a cancel replaces. Prints the median
 * of each step over the runs, next to a floor: sorting the same number of plain {key, date}
 * objects. Targets are relative to that floor because the shared 2-core machine's load swings the
 * absolute numbers by 10×: full load (map + sort) ≤ 8× the floor, one upsert ≤ 1.5× the floor.
 * Rendering is virtualised (EventList.tsx), so it does not grow with the count.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { fromAuftrag, fromReklamation, fromStueckgutAuftrag, sortEvents, type PortalEvent } from '../src/events/events';
import { eventsReducer, initialEventsState } from '../src/events/store';
import type { ActionContext } from '../src/events/actions';

const { values: args } = parseArgs({ options: { count: { type: 'string', default: '10000' }, runs: { type: 'string', default: '15' } } });
const COUNT = Math.max(1, Number(args.count) || 10_000);
const RUNS = Math.max(1, Number(args.runs) || 15);
const TARGET_LOAD_FACTOR = 8;
const TARGET_UPSERT_FACTOR = 1.5;

const ctx: ActionContext = {
  capabilities: { features: { cancelContainerOrders: true, cancelDumpOrders: true, cancelPlannedDumpOrders: true, claims: true } },
  modules: ['dump', 'claims'],
};

// Deterministic pseudo-random dates spread over five years.
let seed = 42;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const day = () => new Date(Date.UTC(2022, 0, 1) + Math.floor(random() * 5 * 365) * 86_400_000);

const rows = Array.from({ length: COUNT }, (_, i) => i);
function mapAll(): PortalEvent[] {
  return rows.map((i) => {
    if (i % 3 === 0) {
      return fromAuftrag(
        { AuftraegeId: i, Erstellungsdatum: day(), Plandatum: day(), AuftragsStatus: [1, 3, 4, 6][i % 4] ?? 1, AuftragsAktion: i % 3, Abfallart: { Name: 'Restabfall' }, Volumen: { VolumenWert: 240 } },
        ctx,
      );
    }
    if (i % 3 === 1) {
      return fromStueckgutAuftrag(
        { StueckgutAuftraegeId: i, Erstellungsdatum: day(), SollDatum: day(), Status: 1, StueckgutAnzahlen: { results: [{ Anzahl: 2, Stueckgut: { Name: 'Sofa' } }] } },
        ctx,
      );
    }
    return fromReklamation({ ReklamationenId: i, ErfasstAmDatum: day(), ReklamationsName: 'Tonne nicht geleert' }, ctx);
  });
}

function time<T>(fn: () => T): [T, number] {
  const start = performance.now();
  const value = fn();
  return [value, performance.now() - start];
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const samples: Record<'floor' | 'map' | 'sort' | 'load' | 'upsert', number[]> = { floor: [], map: [], sort: [], load: [], upsert: [] };
const plain = rows.map((i) => ({ key: String(i), date: day() }));
for (let run = 0; run < RUNS; run++) {
  samples.floor.push(time(() => [...plain].sort((a, b) => b.date.getTime() - a.date.getTime() || (a.key < b.key ? -1 : 1)))[1]);
  const [events, mapMs] = time(mapAll);
  const [, sortMs] = time(() => sortEvents(events));
  const [state, loadMs] = time(() => eventsReducer(eventsReducer(initialEventsState, { type: 'load', objectId: 1 }), { type: 'loaded', objectId: 1, events }));
  const replaced = state.events.slice(0, 3).map((e) => ({ ...e, status: 'canceled' as const, cancellable: false }));
  const [, upsertMs] = time(() => eventsReducer(state, { type: 'upsert', events: replaced }));
  samples.map.push(mapMs);
  samples.sort.push(sortMs);
  samples.load.push(mapMs + loadMs);
  samples.upsert.push(upsertMs);
}

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
console.log(`events bench: ${COUNT} events, ${RUNS} runs (median), load average ${loadavg()[0]?.toFixed(1)}`);
console.table({
  'floor: sort plain objects': fmt(median(samples.floor)),
  'map OData rows': fmt(median(samples.map)),
  sort: fmt(median(samples.sort)),
  'map + store load (sorted)': fmt(median(samples.load)),
  'upsert 3 replaced events': fmt(median(samples.upsert)),
});
const floor = Math.max(median(samples.floor), 0.01);
const loadFactor = median(samples.load) / floor;
const upsertFactor = median(samples.upsert) / floor;
const loadOk = loadFactor <= TARGET_LOAD_FACTOR;
const upsertOk = upsertFactor <= TARGET_UPSERT_FACTOR;
console.log(`load ${loadFactor.toFixed(1)}× floor (target ≤ ${TARGET_LOAD_FACTOR}×): ${loadOk ? 'met' : 'MISSED'}`);
console.log(`upsert ${upsertFactor.toFixed(1)}× floor (target ≤ ${TARGET_UPSERT_FACTOR}×): ${upsertOk ? 'met' : 'MISSED'}`);
process.exitCode = loadOk && upsertOk ? 0 : 1;
