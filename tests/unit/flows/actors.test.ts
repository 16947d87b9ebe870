import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { AnyActorLogic } from 'xstate';
import { form as claimForm } from '../../../generated/forms/LegeReklamationAngemeldetAn';
import { createMasterDataActors } from '../../../src/account/master-data.actors';
import { createCancelActors } from '../../../src/events/cancel.actors';
import { createLoadEvents } from '../../../src/events/events.actors';
import { loadQueryRows } from '../../../src/forms/load-options';
import { optionsFromRows } from '../../../src/forms/options';
import { createClaimActors } from '../../../src/modules/claims/claim.actors';
import { ClaimAssignment, claimParams } from '../../../src/modules/claims/claim.form';
import { fullContext, gateWith } from '../events/fixtures';

// The actors are handed the client (or the transport) they call: here a fake, filled per test.
const fake: Record<string, unknown> = {};
const transport = { request: vi.fn(async (_req: unknown): Promise<unknown> => null) };

const run = <T>(logic: AnyActorLogic, input?: unknown): Promise<T> => toPromise(createActor(logic, { input }).start()) as Promise<T>;

beforeEach(() => {
  for (const key of Object.keys(fake)) delete fake[key];
});

describe('live actors against the typed client', () => {
  it('cancels with the e-mail only when given and reloads the order with its linked orders', async () => {
    const StorniereAuftrag = vi.fn(async () => true);
    const list = vi.fn(async () => [{ AuftraegeId: 5, AuftragsStatus: 6, AuftragsAktion: 0 }]);
    Object.assign(fake, { StorniereAuftrag, Auftraege: { name: 'Auftraege', list } });
    const actors = createCancelActors(fullContext, fake);
    await run(actors.cancelOrder, { kind: 'Auftraege', id: 5, email: null });
    expect(StorniereAuftrag).toHaveBeenCalledWith({ auftraegeId: 5 }, expect.anything());
    const events = await run<{ key: string; status: string }[]>(actors.reloadEvents, { kind: 'Auftraege', id: 5, objectId: 7, relatedIds: [6] });
    expect(list.mock.calls[0]).toMatchObject([{ $filter: 'Objekt/ObjekteId eq 7 and (AuftraegeId eq 5 or AuftraegeId eq 6)' }]);
    expect(events.map((e) => [e.key, e.status])).toEqual([['Auftraege:5', 'canceled']]);
  });
  it('fails a cancel the authority cannot perform', async () => {
    await expect(run(createCancelActors(fullContext, fake).cancelOrder, { kind: 'StueckgutAuftraege', id: 1, email: 'a@b.de' })).rejects.toThrow();
  });
  it('submits a claim without null parameters and with the files, returning the claim id', async () => {
    const LegeReklamationAngemeldetAn = vi.fn(async () => ({ ReklamationenId: 42 }));
    Object.assign(fake, { LegeReklamationAngemeldetAn });
    const files = [{ name: 'a.pdf', type: 'application/pdf', content: 'QUJD' }];
    // The machine hands the actor what claimParams made of the form's values: empty ones are left out there.
    const type = { id: 3, name: 'Frage', description: null, assignmentType: ClaimAssignment.Object, kind: 1 as const, isContainerInfoVisible: false };
    const params = claimParams(claimForm, { anruferTelefon: '  ', gebieteId: null, eMail: 'a@b.de' }, type, { id: 1 });
    const id = await run<number>(createClaimActors(fake).submitClaim, { functionName: claimForm.functionName, params, files, idempotencyKey: 'k' });
    expect(id).toBe(42);
    expect(LegeReklamationAngemeldetAn).toHaveBeenCalledWith({ id: 1, reklamationsZuordnungsTyp: 1, reklamationsArtenID: 3, eMail: 'a@b.de' }, expect.objectContaining({ files }));
  });
  it('loads a field\'s query through the transport and maps its rows to options (the region field)', async () => {
    transport.request.mockResolvedValueOnce({ d: { results: [{ GebieteId: 3, Name: 'Nord' }] } });
    const rows = await loadQueryRows('Gebiete?$orderby=Name asc', new AbortController().signal, transport);
    expect(transport.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', path: 'Gebiete', query: { $orderby: 'Name asc' } }));
    expect(optionsFromRows(rows)).toEqual([{ value: 3, label: 'Nord' }]);
  });
  it('saves master data with hashed passwords', async () => {
    Object.assign(fake, {
      AktualisiereStammdaten: vi.fn(async () => ({ EncryptedData: 'tok', Expiration: new Date(0), BenutzerAdresse: 8, IsPasswordChangeRequested: false })),
    });
    const result = await run<{ hash: string }>(createMasterDataActors(fake).saveMasterData, { addressId: 8, feld: 'Adresse', currentPassword: ' pw ' });
    expect(result).toMatchObject({ hash: 'tok', addressId: 8 });
    const [params] = (fake.AktualisiereStammdaten as ReturnType<typeof vi.fn>).mock.calls[0] as [Record<string, unknown>];
    expect(params.derzeitigesPasswortHash).toMatch(/^[0-9a-f]{64}$/);
  });
  it('loads the events of an object from every available set', async () => {
    Object.assign(fake, {
      Auftraege: { name: 'Auftraege', list: async () => [{ AuftraegeId: 1, AuftragsStatus: 1, AuftragsAktion: 0 }] },
      Reklamationen: { name: 'Reklamationen', list: async () => [{ ReklamationenId: 2 }] },
    });
    const out = await run<{ events: { key: string }[] }>(createLoadEvents({ ...fullContext, capabilities: gateWith({}, fake) }), { objectId: 7 });
    expect(out.events.map((e) => e.key).sort()).toEqual(['Auftraege:1', 'Reklamationen:2']);
  });
});
