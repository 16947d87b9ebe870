/* eslint-disable @typescript-eslint/no-explicit-any -- walks untyped OData JSON wire bodies */
/**
 * Documents, bookings, demands and mandates belong to their owner: one owner
 * never sees another's, the PDFs are real (read back as text), and visitors get the public documents.
 */
import { describe, expect, it, vi } from 'vitest';
import { archiveDocuments } from '../../../server/documents';
import { pdfText } from '../../support/pdf-text';
import { archivedHarness, auth, harness, lit, login, post, results, type Harness } from './helpers';

const EIGENTUEMER_OBJECT = 2;
const VERMIETER_OBJECT = 3;


const file = (res: { body: any }, fn: string): Buffer => Buffer.from(res.body.d[fn].InhaltBase64, 'base64');
const firstDocument = (h: Harness, objectId: number): number =>
  (h.db.prepare('SELECT "DokumenteId" AS id FROM "Dokumente" WHERE "Objekt__fk" = ? ORDER BY "DokumenteId" DESC LIMIT 1').get(objectId) as { id: number }).id;

describe('ownership of documents, bookings and demands', () => {
  it.each([
    ['Dokumente', 'DokumenteId'],
    ['Buchungen', 'BuchungenId'],
    ['Forderungen', 'ForderungenId'],
  ])('%s lists only the own objects\' rows', async (set) => {
    const h = harness();
    const owner = await login(h, 'eigentuemer');
    const landlord = await login(h, 'vermieter');
    const own = results((await h.json(`/api/${set}?$expand=Objekt`, auth(owner.token))).body);
    const theirs = results((await h.json(`/api/${set}?$expand=Objekt&$top=5000`, auth(landlord.token))).body);
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((r: any) => r.Objekt.ObjekteId))).toEqual(new Set([EIGENTUEMER_OBJECT]));
    expect(theirs.some((r: any) => r.Objekt.ObjekteId === EIGENTUEMER_OBJECT)).toBe(false);
    // Asking for someone else's object by filter gives nothing, not their rows.
    const filtered = results((await h.json(`/api/${set}?$filter=Objekt/ObjekteId eq ${VERMIETER_OBJECT}`, auth(owner.token))).body);
    expect(filtered).toEqual([]);
  });

  it('refuses the private sets without a session', async () => {
    const h = harness();
    for (const set of ['Dokumente', 'Buchungen', 'Forderungen', 'SepaMandate']) expect((await h.json(`/api/${set}`)).status).toBe(403);
  });

  it('downloads an own document as a PDF that names the owner and the amounts, and refuses another owner\'s', async () => {
    const h = await archivedHarness();
    const { token } = await login(h, 'eigentuemer');
    const notice = (h.db.prepare(`SELECT "DokumenteId" AS id, "Groesse" AS g FROM "Dokumente" WHERE "Objekt__fk" = 2 AND "Dokumentart" = 'Gebührenbescheid' ORDER BY "Datum" DESC LIMIT 1`).get()) as { id: number; g: string };
    const res = await h.json(`/api/DokumentHerunterladen?dokumenteId=${notice.id}`, auth(token));
    expect(res.body.d.DokumentHerunterladen.MimeType).toBe('application/pdf');
    expect(res.body.d.DokumentHerunterladen.Name).toMatch(/^Gebuehrenbescheid_\d{4}_OBJ-1002\.pdf$/);
    const bytes = file(res, 'DokumentHerunterladen');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(String(bytes.length)).toBe(notice.g);
    const text = await pdfText(bytes);
    expect(text).toContain('Anna Becker');
    expect(text).toContain('Gebührenbescheid');
    expect(text).toContain('KZ-2026-0002');
    expect(text).toContain('61,70 €');
    expect(text).toContain('246,80 €');
    const foreign = await h.json(`/api/DokumentHerunterladen?dokumenteId=${firstDocument(h, VERMIETER_OBJECT)}`, auth(token));
    expect(foreign.status).toBe(404);
    expect(foreign.body.d).toBeUndefined();
    expect((await h.json(`/api/DokumentHerunterladen?dokumenteId=${notice.id}`)).status).toBe(403);
  });

  it('delivers the same file on every download (the listed size stays true), without schema work per download', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const id = firstDocument(h, EIGENTUEMER_OBJECT);
    // The file table exists from start-up on; a download only reads (and once archives).
    const exec = vi.spyOn(h.db, 'exec');
    const a = file(await h.json(`/api/DokumentHerunterladen?dokumenteId=${id}`, auth(token)), 'DokumentHerunterladen');
    const b = file(await h.json(`/api/DokumentHerunterladen?dokumenteId=${id}`, auth(token)), 'DokumentHerunterladen');
    expect(a.equals(b)).toBe(true);
    expect(exec.mock.calls.filter(([sql]) => /CREATE TABLE/i.test(sql))).toEqual([]);
  });

  it('writes the statement of an own object as PDF with its bookings and balance, and refuses another\'s', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const y = new Date(h.clock.now).getUTCFullYear();
    const period = `von=DateTime'${y}-01-01T00:00:00'&bis=DateTime'${y}-12-31T00:00:00'`;
    const res = await h.json(`/api/KontoauszugHerunterladen?objekteId=${EIGENTUEMER_OBJECT}&${period}`, auth(token));
    expect(res.status).toBe(200);
    const bytes = file(res, 'KontoauszugHerunterladen');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Kontoauszug');
    expect(text).toContain('Anna Becker');
    expect(text).toContain(`Sollstellung Abfallgebühren 4/${y}`);
    expect(text).toContain('-61,70 €');
    expect((await h.json(`/api/KontoauszugHerunterladen?objekteId=${VERMIETER_OBJECT}&${period}`, auth(token))).status).toBe(403);
  });
});

describe('SEPA direct-debit mandate', () => {
  const mandate = (objectId: number, iban: string, consent = 'true'): string =>
    `/api/ErteileSepaMandat?objekteId=${objectId}&kontoinhaber=${lit('Anna Becker')}&iban=${lit(iban)}&zustimmung=${consent}`;

  it('stores a mandate with the bank found by the IBAN and only a masked IBAN', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const res = await h.json(mandate(EIGENTUEMER_OBJECT, 'DE89 3704 0044 0532 0130 00'), post(token));
    expect(res.status).toBe(200);
    expect(res.body.d).toMatchObject({ Kontoinhaber: 'Anna Becker', Bankname: 'Commerzbank', IbanMaskiert: 'DE89 **** **** **** **30 00' });
    const listed = results((await h.json('/api/SepaMandate', auth(token))).body);
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain('0532013000');
    // The landlord sees his own mandate, never hers.
    const landlord = await login(h, 'vermieter');
    const his = results((await h.json('/api/SepaMandate?$expand=Objekt', auth(landlord.token))).body);
    expect(his.map((m: any) => m.Objekt.ObjekteId)).not.toContain(EIGENTUEMER_OBJECT);
  });

  it('refuses a wrong IBAN, a missing consent and another owner\'s object', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    expect((await h.json(mandate(EIGENTUEMER_OBJECT, 'DE89 3704 0044 0532 0130 01'), post(token))).status).toBe(422);
    expect((await h.json(mandate(EIGENTUEMER_OBJECT, 'DE89 3704 0044 0532 0130 00', 'false'), post(token))).status).toBe(422);
    expect((await h.json(mandate(VERMIETER_OBJECT, 'DE89 3704 0044 0532 0130 00'), post(token))).status).toBe(403);
    expect(h.db.prepare('SELECT COUNT(*) AS n FROM "SepaMandate" WHERE "Objekt__fk" IN (2, 3)').get()).toEqual({ n: 0 });
  });

  it('finds the bank of a German bank code in the public Banken set', async () => {
    const h = harness();
    const rows = results((await h.json(`/api/Banken?$filter=${encodeURIComponent("Bankleitzahl eq '37040044'")}`)).body);
    expect(rows.map((r: any) => r.Name)).toEqual(['Commerzbank']);
  });
});

describe('public documents', () => {
  it('are sized once: a restart on an archived database renders them no more', async () => {
    const h = harness();
    const sizes = () => h.db.prepare(`SELECT "Groesse" AS g FROM "OeffentlicheDokumente" ORDER BY "OeffentlicheDokumenteId"`).all().map((r: any) => r.g);
    expect(sizes()).toEqual(['0', '0', '0']);
    await archiveDocuments(h.db);
    const real = sizes();
    expect(real.every((g: string) => Number(g) > 1000)).toBe(true);
    h.db.prepare(`UPDATE "OeffentlicheDokumente" SET "Groesse" = '7' WHERE "OeffentlicheDokumenteId" = 1`).run();
    await archiveDocuments(h.db);
    expect(sizes()).toEqual(['7', real[1], real[2]]);
  });

  it('lists them and delivers each as PDF without a login, its size as listed', async () => {
    const h = await archivedHarness();
    const rows = results((await h.json('/api/OeffentlicheDokumente?$orderby=OeffentlicheDokumenteId')).body);
    expect(rows.map((r: any) => r.Titel)).toEqual(['Abfallwirtschaftssatzung', 'Gebührenordnung', 'Abfallratgeber']);
    const res = await h.json(`/api/OeffentlichesDokumentHerunterladen?oeffentlicheDokumenteId=${rows[1].OeffentlicheDokumenteId}`);
    const bytes = file(res, 'OeffentlichesDokumentHerunterladen');
    expect(String(bytes.length)).toBe(rows[1].Groesse);
    expect(await pdfText(bytes)).toContain('Restabfallbehälter 120 Liter');
    expect((await h.json('/api/OeffentlichesDokumentHerunterladen?oeffentlicheDokumenteId=99')).status).toBe(404);
  });
});

