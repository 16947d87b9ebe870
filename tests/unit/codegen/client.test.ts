import { describe, expect, it } from 'vitest';
import type { ODataRequest, Transport } from '../../../codegen/runtime/contract';
import { emitClient } from '../../../codegen/emit/client';
import { clientMembers, functionSpecsOf, keyPath } from '../../../codegen/runtime/client';
import { createClient } from '../../../generated/client';
import { contextFor } from '../../../codegen/pipeline';
import { entity, fn, model, param, prop } from './model-builder';

/** A transport that records requests and answers with canned bodies. */
function fakeTransport(answer: (req: ODataRequest) => unknown) {
  const requests: ODataRequest[] = [];
  const transport: Transport = {
    request: async (req) => {
      requests.push(req);
      return answer(req);
    },
  };
  return { transport, requests };
}

const NEW_YEAR = '/Date(1767225600000)/';

describe('generated client', () => {
  it('lists an entity set with typed query options and deserialised dates', async () => {
    const { transport, requests } = fakeTransport(() => ({ d: { results: [{ AbfuhrtermineId: 1, Termin: NEW_YEAR }] } }));
    const client = createClient(transport);
    const rows = await client.Abfuhrtermine.list({
      $filter: client.Abfuhrtermine.filter.eq('Abfuhrplan/Jahr', 2026),
      $expand: ['Abfuhrplan/GefaesstarifArt/Abfallart'],
      $orderby: ['Termin desc'],
      $top: 10,
    });
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: 'Abfuhrtermine',
      query: { $filter: 'Abfuhrplan/Jahr eq 2026', $expand: 'Abfuhrplan/GefaesstarifArt/Abfallart', $orderby: 'Termin desc', $top: 10 },
    });
    expect(rows[0]?.Termin.toISOString()).toBe('2025-12-31T23:00:00.000Z');
  });

  it('hands a submission\'s idempotency key to the transport with the call (a retry is stored once)', async () => {
    const { transport, requests } = fakeTransport(() => ({ d: { ReklamationenId: 9 } }));
    const client = createClient(transport);
    const params = { id: 2, reklamationsZuordnungsTyp: 1, reklamationsArtenID: 8, kurzbeschreibung: 'x', anruferName: 'A', anruferStrasse: 'B', anruferHausNr: '1', anruferPLZ: '1', anruferOrt: 'C', eMail: 'a@b.de' };
    await client.LegeReklamationAngemeldetAn(params, { files: [], idempotencyKey: 'key-1' });
    await client.LegeReklamationAngemeldetAn(params, { files: [] });
    expect(requests[0]?.idempotencyKey).toBe('key-1');
    expect(requests[1]).not.toHaveProperty('idempotencyKey');
  });

  it('gets one entity by key', async () => {
    const { transport, requests } = fakeTransport(() => ({ d: { AuftraegeId: 5 } }));
    const order = await createClient(transport).Auftraege.get(5, { $expand: ['ServiceArt'] });
    expect(requests[0]?.path).toBe('Auftraege(5)');
    expect(order.AuftraegeId).toBe(5);
  });

  it('calls function imports with the declared method and quoted string parameters', async () => {
    const { transport, requests } = fakeTransport(() => ({ d: { StorniereAuftrag: true } }));
    const ok = await createClient(transport).StorniereAuftrag({ auftraegeId: 7, eMail: "o'brien@example.org" });
    expect(ok).toBe(true);
    // The transport doubles the inner quote; the client does not.
    expect(requests[0]).toMatchObject({ method: 'POST', path: 'StorniereAuftrag', query: { auftraegeId: '7', eMail: "'o'brien@example.org'" } });
  });

  it('sends uploaded files as JSON body for payload functions', async () => {
    const { transport, requests } = fakeTransport(() => ({ d: { ReklamationenId: 99 } }));
    const files = [{ name: 'foto.jpg', type: 'image/jpeg', content: 'AAAA' }];
    const claim = await createClient(transport).LegeReklamationAngemeldetAn(
      { id: 1, reklamationsZuordnungsTyp: 2, reklamationsArtenID: 3, kurzbeschreibung: 'x', anruferName: 'n', anruferStrasse: 's', anruferHausNr: '1', anruferPLZ: '1', anruferOrt: 'o', eMail: 'e@x.de' },
      { files },
    );
    expect(claim.ReklamationenId).toBe(99);
    expect(requests[0]?.body).toEqual({ files });
    // Optional parameters that are absent are not sent.
    expect(requests[0]?.query).not.toHaveProperty('gebieteId', expect.anything());
  });

  it('sends the parameters of a ParametersInBody function in the body, none in the URL', async () => {
    const { transport, requests } = fakeTransport(() => ({ d: { SetzePasswortZurueck: 'eva' } }));
    await createClient(transport).SetzePasswortZurueck({ token: "to'ken", neuesPasswortHash: 'a'.repeat(64) });
    expect(requests[0]).toMatchObject({ method: 'POST', path: 'SetzePasswortZurueck', query: {} });
    // Finished literals: nobody doubles the quotes of a body on the way.
    expect(requests[0]?.body).toEqual({ parameters: { token: "'to''ken'", neuesPasswortHash: `'${'a'.repeat(64)}'` } });
  });

  it('sends date parameters as Berlin wall-clock literals', async () => {
    const { transport, requests } = fakeTransport(() => ({ d: { results: [] } }));
    await createClient(transport).Kontoauszug({ objekteId: 1, von: new Date('2025-12-31T23:00:00Z'), bis: new Date('2026-12-31T23:00:00Z') });
    expect(requests[0]?.query).toMatchObject({ von: "DateTime'2026-01-01T00:00:00'", bis: "DateTime'2027-01-01T00:00:00'" });
  });
});

describe('keyPath', () => {
  it('escapes string and composite keys for the path', () => {
    expect(keyPath('Orte', [['Name', 'Edm.String']], "O'Brien/#1")).toBe("Orte('O''Brien%2F%231')");
    expect(keyPath('X', [['A', 'Edm.Int32'], ['B', 'Edm.String']], { A: 1, B: 'b' })).toBe("X(A=1,B='b')");
  });
});

describe('client members from the generated tables', () => {
  it('builds each set under its member with its wire name, and each function under the member the table gives', async () => {
    const { transport, requests } = fakeTransport(() => ({ d: { results: [] } }));
    const specs = functionSpecsOf({
      Orte: { method: 'GET', params: [['plz', 'Edm.String']], result: { kind: 'primitive', edmType: 'Edm.Int32', collection: false } },
      Abmelden: { method: 'POST', params: [], result: { kind: 'none' }, payload: true },
    });
    expect(specs.Abmelden).toEqual({ name: 'Abmelden', method: 'POST', params: [], result: { kind: 'none' }, payload: true });
    expect(specs.Orte.payload).toBe(false);
    const client = clientMembers<Record<string, unknown>>(transport, {}, { Orte: ['Ns.Ort', [['OrteId', 'Edm.Int32']]], Strassen: ['Ns.Strasse', [['Id', 'Edm.Int32']], 'Strassen_V2'] }, specs, { Orte: 'OrteCall' });
    expect(Object.keys(client)).toEqual(['Orte', 'Strassen', 'OrteCall', 'Abmelden']);
    const strassen = client.Strassen as { name: string; list(): Promise<unknown[]> };
    expect(strassen.name).toBe('Strassen_V2');
    await strassen.list();
    await (client.OrteCall as (p: object) => Promise<unknown>)({ plz: '01067' });
    // A call without parameters sends none (the generated types make them optional only where all are nullable).
    await (client.Abmelden as () => Promise<unknown>)();
    expect(requests.map((r) => [r.method, r.path])).toEqual([['GET', 'Strassen_V2'], ['GET', 'Orte'], ['POST', 'Abmelden']]);
    expect(requests[1]?.query).toMatchObject({ plz: "'01067'" });
  });

  it('names a function that clashes with a set in the generated createClient call', () => {
    const m = model([entity('Orte', ['OrteId'], [prop('OrteId', 'Edm.Int32', false)])], [fn('Orte', [param('plz', 'Edm.String', false)])]);
    const text = emitClient(m, contextFor('x.xml', 'generated'))[0]!.text;
    expect(text).toContain('return clientMembers<Client>(transport, typeMap, entitySets, functionSpecs, { Orte: "OrteCall" });');
    expect(text).toMatch(/OrteCall: \(params: FunctionParams\["Orte"\], options\?: \{ signal\?: AbortSignal \}\) => Promise<void>;/);
  });
});
