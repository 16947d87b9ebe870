/**
 * The module pages' query factories against the real reference backend (server/ in-process,
 * reached through msw), so the OData paths, filters and expansions the pages send are the ones
 * the backend understands. Rendering is covered with mocked answers in the page tests.
 */
import { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBerlinDay } from '../../../codegen/runtime/dates';
import { objectClaimsQueryOptions } from '../../../src/modules/claims/claims-query';
import { claimTypesQueryOptions } from '../../../src/modules/claims/claim-setup';
import { collectionDatesQueryOptions, objectStreetQueryOptions, streetsQueryOptions, townsQueryOptions } from '../../../src/modules/calendar/queries';
import { dashboardObjectQueryOptions, nextDatesQueryOptions, streetOf } from '../../../src/modules/dashboard/queries';
import { loadObjectEvents } from '../../../src/events/events.actors';
import { gate } from '../../../src/api/gate';
import { sessionActor } from '../../../src/session/session';
import { harness, login } from '../server/helpers';

// The api client sends relative /api URLs as a browser would; msw resolves them against location.
(globalThis as { location?: { href: string } }).location ??= { href: 'http://localhost/' };

const backend = harness();
const server = setupServer(
  http.all('*/api/*', async ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.text();
    return backend.request(url.pathname + url.search, { method: request.method, headers: request.headers, body });
  }),
);
const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
let objectId = 0;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  const { token, result } = await login(backend, 'eigentuemer');
  sessionActor.send({ type: 'LOGIN', result: { hash: token, addressId: result.BenutzerAdresse, validUntil: new Date(Date.now() + 3_600_000) } });
  objectId = (await backend.json('/api/Objekte', { headers: { 'X-Auth-Hash': token } })).body.d[0].ObjekteId;
});
afterAll(() => server.close());

const fetchSelected = async <T>(options: { queryKey: readonly unknown[]; select?: (data: never) => T }): Promise<T> => {
  const data = await queries.fetchQuery(options as never);
  return options.select ? options.select(data as never) : (data as T);
};

describe('module queries on the reference backend', () => {
  it('dashboard: the object with its street keys and the next five dates from today', async () => {
    const object = await fetchSelected(dashboardObjectQueryOptions(objectId));
    expect(object?.ObjektNr).toBe('OBJ-1002');
    const street = streetOf(object);
    expect(street).not.toBeNull();
    const dates = await fetchSelected(nextDatesQueryOptions(street));
    expect(dates.length).toBe(5);
    const today = toBerlinDay(new Date());
    expect(dates.every((d) => d.day >= today && d.wasteType !== '' && /^#[0-9a-f]{6}$/i.test(d.color ?? ''))).toBe(true);
  });

  it('events store: the events of the object load through the events layer', async () => {
    const { events } = await loadObjectEvents(objectId, { capabilities: gate(), modules: ['dump', 'claims'] });
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.objectId === objectId)).toBe(true);
  });

  it('claims and requests: filtered by ReklamationOderAnfrage on the server', async () => {
    const claims = await queries.fetchQuery(objectClaimsQueryOptions(objectId, 0));
    const requests = await queries.fetchQuery(objectClaimsQueryOptions(objectId, 1));
    expect(claims.length + requests.length).toBeGreaterThan(0);
    const keys = new Set([...claims, ...requests].map((c) => c.event.key));
    expect(keys.size).toBe(claims.length + requests.length);
  });

  it('claim types carry their assignment and kind from ReklamationsZuordnungen', async () => {
    const types = await queries.fetchQuery(claimTypesQueryOptions());
    expect(types.some((t) => t.kind === 0)).toBe(true);
    expect(types.every((t) => [1, 3, 11].includes(t.assignmentType))).toBe(true);
  });

  it('calendar: towns, their streets and a street year of dates', async () => {
    const towns = await queries.fetchQuery(townsQueryOptions());
    expect(towns.length).toBeGreaterThan(0);
    const town = towns.find((t) => t.district !== null) ?? towns[0] ?? null;
    const streets = await queries.fetchQuery(streetsQueryOptions(town));
    expect(streets.length).toBeGreaterThan(0);
    const street = await fetchSelected(objectStreetQueryOptions(objectId));
    const year = Number(toBerlinDay(new Date()).slice(0, 4));
    const dates = await queries.fetchQuery(collectionDatesQueryOptions(street, year));
    expect(dates.length).toBeGreaterThan(20);
    expect(dates.map((d) => d.day)).toEqual([...dates.map((d) => d.day)].sort());
  });
});
