/* eslint-disable @typescript-eslint/no-explicit-any -- walks untyped OData JSON wire bodies */
import { describe, expect, it } from 'vitest';
import { CONTENT_WINDOW_MS } from '../../../server/idempotency';
import { renderPdf } from '../../../server/pdf';
import { auth, harness, lit, login, offeredDumpDay, post, results, sha, type Harness } from './helpers';
import { heic as heicPhoto } from './upload-payloads';

// A real 1x1 PNG: uploads must end with the format's end (IEND): a file cut short is refused.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = await renderPdf('Test', ['Zeile']);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(32)]);

function row<T>(h: Harness, sql: string, ...params: unknown[]): T {
  return h.db.prepare(sql).get(...params) as T;
}

const claimUrl = (objectId: number, extra = ''): string =>
  `/api/LegeReklamationAngemeldetAn?id=${objectId}&reklamationsZuordnungsTyp=11&reklamationsArtenID=2&kurzbeschreibung=${lit('Deckel gebrochen')}` +
  `&anruferName=${lit('Becker')}&anruferStrasse=${lit('Lindenweg')}&anruferHausNr=${lit('3a')}&anruferPLZ=${lit('35410')}&anruferOrt=${lit('Lindenau')}` +
  `&eMail=${lit('anna.becker@example.org')}${extra}`;

const claimCount = (h: Harness): number => row<{ n: number }>(h, 'SELECT COUNT(*) AS n FROM "Reklamationen"').n;

describe('StorniereAuftrag', () => {
  const find = (h: Harness, where: string): number => row<{ id: number }>(h, `SELECT "AuftraegeId" AS id FROM "Auftraege" WHERE "Objekt__fk" = 2 AND ${where} LIMIT 1`).id;
  const status = (h: Harness, id: number): number => row<{ s: number }>(h, 'SELECT "AuftragsStatus" AS s FROM "Auftraege" WHERE "AuftraegeId" = ?', id).s;

  it('cancels a recorded order (status 1, and 3 without planned date)', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    for (const where of ['"AuftragsStatus" = 1 AND "NachfolgerObj__fk" IS NULL AND "VorgaengerObj__fk" IS NULL', '"AuftragsStatus" = 3 AND "Plandatum" IS NULL']) {
      const id = find(h, where);
      const res = await h.json(`/api/StorniereAuftrag?auftraegeId=${id}`, post(token));
      expect(res.body).toEqual({ d: { StorniereAuftrag: true } });
      expect(status(h, id)).toBe(6);
      expect(row<{ a: number | null }>(h, 'SELECT "Aenderungsdatum" AS a FROM "Auftraege" WHERE "AuftraegeId" = ?', id).a).not.toBeNull();
    }
  });

  it('refuses planned, done and foreign orders', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    for (const where of ['"AuftragsStatus" = 3 AND "Plandatum" IS NOT NULL', '"AuftragsStatus" = 4 AND "Istdatum" IS NOT NULL', '"AuftragsStatus" = 6']) {
      const id = find(h, where);
      const before = status(h, id);
      const res = await h.json(`/api/StorniereAuftrag?auftraegeId=${id}`, post(token));
      expect(res.status).toBe(422);
      expect(res.body.error.message.value).toMatch(/storniert/);
      expect(status(h, id)).toBe(before);
    }
    const foreign = row<{ id: number }>(h, 'SELECT "AuftraegeId" AS id FROM "Auftraege" WHERE "Objekt__fk" = 3 AND "AuftragsStatus" = 1').id;
    expect((await h.json(`/api/StorniereAuftrag?auftraegeId=${foreign}`, post(token))).status).toBe(404);
    expect(status(h, foreign)).toBe(1);
  });

  it('cancels the successor of an exchange too', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const back = find(h, '"NachfolgerObj__fk" IS NOT NULL');
    const next = row<{ n: number }>(h, 'SELECT "NachfolgerObj__fk" AS n FROM "Auftraege" WHERE "AuftraegeId" = ?', back).n;
    await h.json(`/api/StorniereAuftrag?auftraegeId=${back}`, post(token));
    expect(status(h, back)).toBe(6);
    expect(status(h, next)).toBe(6);
    const reloaded = results(
      (await h.json(`/api/Auftraege?$filter=${encodeURIComponent(`Objekt/ObjekteId eq 2 and AuftraegeId eq ${back}`)}&$expand=ServiceArt,Abfallart,Volumen,NachfolgerObj,VorgaengerObj`, auth(token))).body,
    );
    expect(reloaded[0].AuftragsStatus).toBe(6);
    expect(reloaded[0].NachfolgerObj.AuftragsStatus).toBe(6);
  });
});

describe('StorniereStueckgutAuftrag', () => {
  const find = (h: Harness, s: number): number => row<{ id: number }>(h, 'SELECT "StueckgutAuftraegeId" AS id FROM "StueckgutAuftraege" WHERE "Objekt__fk" = 2 AND "Status" = ?', s).id;
  const url = (id: number): string => `/api/StorniereStueckgutAuftrag?stueckgutAuftraegeId=${id}&eMail=${lit('anna.becker@example.org')}`;

  it('cancels recorded and (AllowsPlannedCancellation) planned orders, refuses done ones', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    for (const s of [1, 3]) {
      const id = find(h, s);
      expect((await h.json(url(id), post(token))).body).toEqual({ d: { StorniereStueckgutAuftrag: true } });
      expect(row<{ s: number }>(h, 'SELECT "Status" AS s FROM "StueckgutAuftraege" WHERE "StueckgutAuftraegeId" = ?', id).s).toBe(6);
    }
    const done = find(h, 4);
    expect((await h.json(url(done), post(token))).status).toBe(422);
    const reloaded = results(
      (await h.json(`/api/StueckgutAuftraege?$filter=StueckgutAuftraegeId eq ${done}&$expand=StueckgutAnzahlen/Stueckgut/StueckgutAuftragsart`, auth(token))).body,
    );
    expect(reloaded[0].Status).toBe(4);
    expect(reloaded[0].StueckgutAnzahlen.length).toBeGreaterThan(0);
  });
});

describe('LegeReklamationAngemeldetAn', () => {
  it('creates a claim for the own object, stores the upload, returns the entity', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const res = await h.json(claimUrl(2), post(token, { files: [{ name: 'foto.png', type: 'image/png', content: PNG.toString('base64') }] }));
    expect(res.status).toBe(200);
    const id = res.body.d.ReklamationenId;
    expect(res.body.d).toMatchObject({ Kurzbeschreibung: 'Deckel gebrochen', ReklamationsZuordnungsTyp: 11, Status: 1 });
    expect(row<{ o: number }>(h, 'SELECT "Objekt__fk" AS o FROM "Reklamationen" WHERE "ReklamationenId" = ?', id).o).toBe(2);
    expect(row<{ n: number }>(h, 'SELECT COUNT(*) AS n FROM srv_uploads WHERE entity_id = ?', id).n).toBe(1);
    const mine = results((await h.json('/api/Reklamationen', auth(token))).body).map((r: any) => r.ReklamationenId);
    expect(mine).toContain(id);
  });

  it('rejects more than 5,242,880 bytes with 413 and a German message', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const big = Buffer.alloc(5_242_881 - PDF.length, 0x20);
    const files = [{ name: 'a.pdf', type: 'application/pdf', content: Buffer.concat([PDF, big]).toString('base64') }];
    const before = claimCount(h);
    const res = await h.json(claimUrl(2), post(token, { files }));
    expect(res.status).toBe(413);
    expect(res.body.error.message.value).toMatch(/5 MB/);
    expect(claimCount(h)).toBe(before);
  });

  it('rejects a body beyond the route limit', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const res = await h.request(claimUrl(2), post(token, { files: [{ name: 'a.pdf', type: 'application/pdf', content: 'A'.repeat(8 * 1024 * 1024) }] }));
    expect(res.status).toBe(413);
  });

  it.each([
    ['a type that is not accepted', { name: 'bild.gif', type: 'image/gif', content: GIF.toString('base64') }],
    ['magic bytes that do not match the name', { name: 'foto.png', type: 'image/png', content: PDF.toString('base64') }],
    ['magic bytes that do not match the MIME type', { name: 'scan.pdf', type: 'image/png', content: PDF.toString('base64') }],
    ['an executable renamed to pdf', { name: 'rechnung.pdf', type: 'application/pdf', content: Buffer.from('MZ\x90\x00 not a pdf').toString('base64') }],
  ])('rejects %s', async (_label, file) => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const before = claimCount(h);
    const res = await h.json(claimUrl(2), post(token, { files: [file] }));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('upload-type');
    expect(res.body.error.message.value).toContain(file.name);
    expect(claimCount(h)).toBe(before);
  });

  it('accepts pdf and heic by magic bytes', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    // A HEIC by its boxes (ftyp heic, meta with a pict handler, mdat), not only its first bytes.
    const heic = heicPhoto();
    const res = await h.json(claimUrl(2), post(token, { files: [{ name: 'a.pdf', type: 'application/pdf', content: PDF.toString('base64') }, { name: 'b.heic', type: 'image/heic', content: heic.toString('base64') }] }));
    expect(res.status).toBe(200);
  });

  it('creates one claim for a double submit and returns the first result', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const before = claimCount(h);
    const init = post(token, { files: [] });
    const [a, b] = await Promise.all([h.json(claimUrl(2), init), h.json(claimUrl(2), init)]);
    expect(a.body).toEqual(b.body);
    expect(claimCount(h)).toBe(before + 1);
    // The same content counts as the same submission for CONTENT_WINDOW_MS, not 30 s.
    h.clock.now += CONTENT_WINDOW_MS + 1;
    await h.json(claimUrl(2), init);
    expect(claimCount(h)).toBe(before + 2);
  });

  it('validates the object, the claim type and the description', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    expect((await h.json(claimUrl(3), post(token))).status).toBe(403);
    expect((await h.json(claimUrl(2).replace('reklamationsArtenID=2', 'reklamationsArtenID=999'), post(token))).status).toBe(422);
    const long = claimUrl(2).replace(lit('Deckel gebrochen'), lit('x'.repeat(201)));
    expect((await h.json(long, post(token))).status).toBe(400);
    expect((await h.json(claimUrl(2).replace(/&eMail=[^&]*/, ''), post(token))).status).toBe(400);
    expect((await h.json(claimUrl(2), post(null))).status).toBe(403);
    const text = await h.json(claimUrl(2), { method: 'POST', headers: { 'X-Auth-Hash': token, 'Content-Type': 'text/plain' }, body: 'files' });
    expect(text.status).toBe(415);
  });
});

describe('other functions', () => {
  it('LegeStueckgutAuftragAn creates a recorded bulky-waste order', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const wish = offeredDumpDay(h);
    const res = await h.json(
      `/api/LegeStueckgutAuftragAn?objekteId=2&stueckgutAuftragsartenId=2&stueckgutId=8&anzahl=1&wunschtermin=DateTime'${wish}T00:00:00'&eMail=${lit('a@b.de')}&$expand=StueckgutAnzahlen/Stueckgut`,
      post(token),
    );
    expect(res.status).toBe(200);
    expect(res.body.d).toMatchObject({ Status: 1 });
    expect(res.body.d.StueckgutAnzahlen[0]).toMatchObject({ Anzahl: '1', Stueckgut: { Name: 'Kühlschrank' } });
    const green = offeredDumpDay(h, 3);
    const paid = await h.json(`/api/LegeStueckgutAuftragAn?objekteId=2&stueckgutAuftragsartenId=3&stueckgutId=12&anzahl=1&wunschtermin=DateTime'${green}T00:00:00'&eMail=${lit('a@b.de')}`, post(token));
    expect(paid.status).toBe(400); // consent required
  });

  it('Kontoauszug lists bookings of the own object in the period', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const y = new Date(h.clock.now).getUTCFullYear();
    const res = await h.json(`/api/Kontoauszug?objekteId=2&von=DateTime'${y - 1}-01-01T00:00:00'&bis=DateTime'${y}-12-31T00:00:00'&$expand=Objekt`, auth(token));
    const rows = results(res.body);
    expect(rows.length).toBeGreaterThan(4);
    expect(new Set(rows.map((r: any) => r.Objekt.ObjekteId))).toEqual(new Set([2]));
    expect((await h.json(`/api/Kontoauszug?objekteId=3&von=DateTime'${y}-01-01T00:00:00'&bis=DateTime'${y}-12-31T00:00:00'`, auth(token))).status).toBe(403);
  });

  it('KalenderExport returns an iCalendar text', async () => {
    const h = harness();
    const y = new Date(h.clock.now).getUTCFullYear();
    const res = await h.json(`/api/KalenderExport?orteId=2&strassenId=2&von=DateTime'${y}-01-01T00:00:00'&bis=DateTime'${y}-03-31T00:00:00'&erinnerung=true`);
    const ics = res.body.d.KalenderExport as string;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('SUMMARY:Restmüll');
    expect(ics).toContain('BEGIN:VALARM');
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });

  it('DokumentHerunterladen returns a PDF of an own document only', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const own = row<{ id: number }>(h, 'SELECT "DokumenteId" AS id FROM "Dokumente" WHERE "Objekt__fk" = 2').id;
    const res = await h.json(`/api/DokumentHerunterladen?dokumenteId=${own}`, auth(token));
    const file = res.body.d.DokumentHerunterladen;
    expect(file.MimeType).toBe('application/pdf');
    const bytes = Buffer.from(file.InhaltBase64, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(String(bytes.length)).toBe(row<{ g: string }>(h, 'SELECT "Groesse" AS g FROM "Dokumente" WHERE "DokumenteId" = ?', own).g);
    const foreign = row<{ id: number }>(h, 'SELECT "DokumenteId" AS id FROM "Dokumente" WHERE "Objekt__fk" = 3').id;
    expect((await h.json(`/api/DokumentHerunterladen?dokumenteId=${foreign}`, auth(token))).status).toBe(404);
  });

  it('MoeglicheGefaesse finds exactly the own container by chip number', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const chip = row<{ c: string }>(h, 'SELECT "ChipReferenzNr" AS c FROM "Gefaesse" WHERE "Objekt__fk" = 2').c;
    expect(chip).toMatch(/^DE-MIT-\d{6}$/);
    const res = results((await h.json(`/api/MoeglicheGefaesse?chipReferenzNr=${lit(chip)}`, auth(token))).body);
    expect(res).toHaveLength(1);
    expect(res[0]).toMatchObject({ AbfallartName: expect.any(String), VolumenWert: expect.any(Number) });
    const foreign = row<{ c: string }>(h, 'SELECT "ChipReferenzNr" AS c FROM "Gefaesse" WHERE "Objekt__fk" = 3').c;
    expect(results((await h.json(`/api/MoeglicheGefaesse?chipReferenzNr=${lit(foreign)}`, auth(token))).body)).toHaveLength(0);
  });

  it('AbfuhrtermineAbJahr answers the public calendar with $expand and $orderby', async () => {
    const h = harness();
    const y = new Date(h.clock.now).getUTCFullYear();
    const expand = 'Abfuhrplan,Abfuhrplan/GefaesstarifArt/Abfallart,Abfuhrplan/GefaesstarifArt/VolumenObj';
    const order = 'Abfuhrplan/GefaesstarifArt/Abfallart/Name,Abfuhrplan/GefaesstarifArt/VolumenObj/VolumenWert';
    const rows = results((await h.json(`/api/AbfuhrtermineAbJahr?orteId=2&strassenId=2&jahr=${y}&$expand=${expand}&$orderby=${order}`)).body);
    expect(rows.length).toBeGreaterThan(100);
    const names = rows.map((r: any) => r.Abfuhrplan.GefaesstarifArt.Abfallart.Name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'de'))).toEqual(names);
    expect(rows.every((r: any) => r.Abfuhrplan.Jahr >= y)).toBe(true);
    expect(rows.find((r: any) => r.Abfuhrplan.GefaesstarifArt.Abfallart.Name === 'Gelbe Tonne').Abfuhrplan.GefaesstarifArt.Abfallart.Farbe).toBe('#ffd500');
    expect(results((await h.json(`/api/AbfuhrtermineAbJahr?orteId=1&strassenId=2&jahr=${y}`)).body)).toHaveLength(0);
    const shifted = row<{ n: number }>(h, 'SELECT COUNT(*) AS n FROM "Abfuhrtermine" WHERE "IstVerschoben" = 1 AND "Hinweis" LIKE \'%Verschoben wegen%\'').n;
    expect(shifted).toBeGreaterThan(0);
  });

  it('AktuelleBannerLinks, Registrieren and RegistriereBenutzer', async () => {
    const h = harness();
    expect(results((await h.json('/api/AktuelleBannerLinks')).body)[0]).toMatchObject({ Url: expect.stringMatching(/^https:/), Titel: expect.any(String) });
    const reg = await h.json(`/api/Registrieren?fcmToken=${lit('tok-1')}&ort=2&strasse=2&vorlaufzeit=12&abfallarten=${lit('1,2')}&hausNr=${lit('5')}`, { headers: { 'X-Referer': 'http://localhost/calendar' } });
    expect(reg.body.d.Registrieren.Registriert).toBe(true);
    expect(row<{ n: number }>(h, 'SELECT COUNT(*) AS n FROM srv_push_registrations WHERE fcm_token = ?', 'tok-1').n).toBe(1);
    const user = (login: string): string =>
      `/api/RegistriereBenutzer?kassenzeichen=${lit('KZ-2026-0050')}&objektNr=${lit('OBJ-1050')}&name=${lit('Weber')}&email=${lit('w@example.org')}&benutzerkennung=${lit(login)}&passwortHash=${lit(sha('Neu2026!x'))}&datenschutz=true`;
    expect((await h.json(user('weber50'), post(null))).body.d.RegistriereBenutzer.Registriert).toBe(true);
    // A taken login is not revealed: the authority assigns one by letter.
    expect((await h.json(user('vermieter'), post(null))).body.d.RegistriereBenutzer.Registriert).toBe(true);
  });

  it('checks the HTTP method of a function', async () => {
    const h = harness();
    expect((await h.json(`/api/IdZumMasterLogin?benutzerkennung=${lit('x')}`, post(null))).status).toBe(405);
    expect((await h.json('/api/Abmelden')).status).toBe(405);
  });
});
