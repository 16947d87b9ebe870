/**
 * Server-driven paging in the generated client (codegen/runtime/client.ts): collections follow
 * `__next` links on the same resource, in every answer shape the metadata contract allows.
 */
import { describe, expect, it } from 'vitest';
import type { ODataRequest, Transport } from '../../../codegen/runtime/contract';
import { MAX_FOLLOWED_PAGES, nextRequest } from '../../../codegen/runtime/client';
import { listOf, nextLinkOf } from '../../../codegen/runtime/deserialize';
import { encodeQuery } from '../../../codegen/runtime/query';
import { createClient } from '../../../generated/client';

function fakeTransport(answer: (req: ODataRequest, n: number) => unknown) {
  const requests: ODataRequest[] = [];
  const transport: Transport = {
    request: async (req) => {
      requests.push(req);
      return answer(req, requests.length);
    },
  };
  return { transport, requests };
}

const termin = (id: number) => ({ AbfuhrtermineId: id, Termin: '/Date(1767225600000)/' });

describe('following __next', () => {
  it('lists every page of an entity set, keeping the options of the link', async () => {
    const { transport, requests } = fakeTransport((_req, n) =>
      n === 1
        ? { d: { results: [termin(1), termin(2)], __next: 'https://elsewhere.example/api/Abfuhrtermine?$expand=Abfuhrplan&$skip=2' } }
        : { d: { results: [termin(3)] } },
    );
    const rows = await createClient(transport).Abfuhrtermine.list({ $expand: ['Abfuhrplan'] });
    expect(rows.map((r) => r.AbfuhrtermineId)).toEqual([1, 2, 3]);
    expect(rows[2]?.Termin).toBeInstanceOf(Date);
    // The link's host and path are not followed: the same resource on the same transport.
    expect(requests[1]).toMatchObject({ method: 'GET', path: 'Abfuhrtermine', query: { $expand: 'Abfuhrplan', $skip: '2' } });
  });

  it('keeps the count of the first page and reads the V1 array shape', async () => {
    const { transport } = fakeTransport((_req, n) => (n === 1 ? { d: { results: [termin(1)], __count: '2', __next: '/api/Abfuhrtermine?$skip=1' } } : { d: [termin(2)] }));
    const page = await createClient(transport).Abfuhrtermine.page();
    expect(page.count).toBe(2);
    expect(page.results.map((r) => r.AbfuhrtermineId)).toEqual([1, 2]);
  });

  it('follows the pages of a function returning a collection, with its quoted parameters intact', async () => {
    const { transport, requests } = fakeTransport((_req, n) =>
      n === 1 ? { d: { results: [termin(1)], __next: "/api/AbfuhrtermineAbJahr?orteId=1&hausNr='3%20a''b'&$skip=1" } } : { d: { results: [termin(2)] } },
    );
    const rows = await createClient(transport).AbfuhrtermineAbJahr({ orteId: 1, strassenId: 2, jahr: 2026, hausNr: "3 a'b" });
    expect(rows).toHaveLength(2);
    expect(requests[1]?.path).toBe('AbfuhrtermineAbJahr');
    expect(requests[1]?.query).toEqual({ orteId: '1', hausNr: "'3 a'b'", $skip: '1' });
    // After the transport's quote doubling the wire carries the link's literal again.
    expect(encodeQuery(requests[1]?.query ?? {})).toContain("hausNr='3%20a''b'");
  });

  it('stops at a link it has already followed and after MAX_FOLLOWED_PAGES pages', async () => {
    const same = fakeTransport(() => ({ d: { results: [termin(1)], __next: '/api/Abfuhrtermine?$skip=1' } }));
    expect(await createClient(same.transport).Abfuhrtermine.list()).toHaveLength(2);
    expect(same.requests).toHaveLength(2);
    const endless = fakeTransport((_req, n) => ({ d: { results: [termin(n)], __next: `/api/Abfuhrtermine?$skip=${n}` } }));
    expect(await createClient(endless.transport).Abfuhrtermine.list()).toHaveLength(MAX_FOLLOWED_PAGES);
  });

  it('turns a link into a GET of the same resource', () => {
    expect(nextRequest({ method: 'POST', path: 'X', query: { a: '1' } }, 'https://other.example/evil?$skip=1')).toEqual({ method: 'GET', path: 'X', query: { $skip: '1' }, signal: undefined });
  });
});

describe('the one unwrap of collection shapes', () => {
  it('reads d arrays and {results}, and finds __next', () => {
    expect(listOf([1])).toEqual([1]);
    expect(listOf({ results: [1] })).toEqual([1]);
    expect(listOf({ a: 1 })).toBeNull();
    expect(nextLinkOf({ d: { results: [], __next: 'x' } })).toBe('x');
    expect(nextLinkOf({ d: [] })).toBeUndefined();
  });
});
