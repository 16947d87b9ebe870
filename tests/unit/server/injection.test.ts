/**
 * SQL-injection strings in EVERY string parameter of EVERY function import travel as plain data:
 * no 500, no changed schema or rows, and where the function stores the value it is stored verbatim.
 */
import { describe, expect, it } from 'vitest';
import { harness, login, model, sha, PASSWORD, type Harness, offeredDumpDay } from './helpers';

const PAYLOADS = [`'; DROP TABLE "Objekte"; --`, `' OR '1'='1`, `x'); DELETE FROM srv_sessions; --`, `%' OR 1=1 --`];
// Injection-shaped but a valid address under the one e-mail rule (quotes and -- are atom characters).
const EMAIL_PAYLOAD = `o'reilly'--'OR'1'='1@example.org`;

function wish(h: Harness): string {
  // A day the backend offers for the type (server/dump/schedule.ts); any other is refused.
  return `DateTime'${offeredDumpDay(h)}T00:00:00'`;
}

const openDemandOf = (h: Harness, objectId: number): number =>
  (h.db.prepare(`SELECT "ForderungenId" AS id FROM "Forderungen" WHERE "Objekt__fk" = ? AND "Status" = 1 LIMIT 1`).get(objectId) as { id: number }).id;

/** A valid call per function: literal values already in OData form; `user` logs in first. */
function baseline(h: Harness): Record<string, { params: Record<string, string>; user?: string }> {
  const s = (v: string): string => `'${v}'`;
  return {
    IdZumMasterLogin: { params: { benutzerkennung: s('eigentuemer') } },
    PruefePasswort: { params: { id: '2', hash: s('0'.repeat(64)), benutzerkennung: s('eigentuemer') } },
    AnmeldungOhnePasswort: { params: { kassenzeichen: s('KZ-2026-0001'), objektNr: s('OBJ-1001') } },
    Abmelden: { params: {}, user: 'vermieter' },
    AktualisiereStammdaten: { params: { id: '2', feld: s('Adresse'), derzeitigesPasswortHash: s(sha(PASSWORD)), email: s('a@b.de'), fremdKey: s('FK') }, user: 'eigentuemer' },
    LegeReklamationAngemeldetAn: {
      user: 'eigentuemer',
      params: {
        id: '2', reklamationsZuordnungsTyp: '11', reklamationsArtenID: '2', chipReferenzNr: s('DE-MIT-000005'), kurzbeschreibung: s('Text'),
        anruferVorname: s('Anna'), anruferName: s('Becker'), anruferStrasse: s('Lindenweg'), anruferHausNr: s('3'), anruferPLZ: s('35410'),
        anruferOrt: s('Lindenau'), anruferTelefon: s('0641 1'), eMail: s('a@b.de'),
      },
    },
    LegeReklamationAn: {
      params: {
        reklamationsZuordnungsTyp: '10', reklamationsArtenID: '4', kurzbeschreibung: s('Text'), anruferVorname: s('Anna'), anruferName: s('Becker'),
        anruferStrasse: s('Lindenweg'), anruferHausNr: s('3'), anruferPLZ: s('35410'), anruferOrt: s('Lindenau'), anruferTelefon: s('0641 1'), eMail: s('a@b.de'),
      },
    },
    MoeglicheGefaesse: { params: { chipReferenzNr: s('DE-MIT-000005') }, user: 'eigentuemer' },
    StorniereAuftrag: { params: { auftraegeId: '999999', eMail: s('a@b.de') }, user: 'eigentuemer' },
    StorniereStueckgutAuftrag: { params: { stueckgutAuftraegeId: '999999', eMail: s('a@b.de') }, user: 'eigentuemer' },
    LegeStueckgutAuftragAn: {
      user: 'eigentuemer',
      params: { objekteId: '2', stueckgutAuftragsartenId: '2', stueckgutId: '8', anzahl: '1', wunschtermin: wish(h), bemerkung: s('Hof'), telefon: s('0641 2'), eMail: s('a@b.de') },
    },
    RegistriereBenutzer: {
      params: { kassenzeichen: s('KZ-2026-0050'), objektNr: s('OBJ-1050'), vorname: s('Eva'), name: s('Weber'), email: s('w@b.de'), telefon: s('0641'), benutzerkennung: s('neu'), passwortHash: s('a'.repeat(64)), datenschutz: 'true' },
    },
    BestaetigeRegistrierung: { params: { token: s('x'.repeat(43)), passwortHash: s('a'.repeat(64)) } },
    SendePasswortLink: { params: { kennung: s('eigentuemer') } },
    PruefePasswortLink: { params: { token: s('x'.repeat(43)) } },
    SetzePasswortZurueck: {
      params: { token: s('x'.repeat(43)), neuesPasswortHash: s('a'.repeat(64)) },
    },
    Registrieren: {
      params: { adressKey: s('k'), fcmToken: s('t'), ort: '2', ortsteil: s('Mitte'), strasse: '2', hausNr: s('5'), hausNrZus: s('a'), vorlaufzeit: '12', abfallarten: s('1,2') },
    },
    RegistriereEmailErinnerung: {
      params: { ort: '2', ortsteil: s('Mitte'), strasse: '2', hausNr: s('5'), hausNrZus: s('a'), vorlaufzeit: '12', abfallarten: s('1,2'), eMail: s('lena@example.org') },
    },
    AbfuhrtermineAbJahr: { params: { orteId: '2', strassenId: '2', jahr: '2026', hausNr: s('5') } },
    AktuelleBannerLinks: { params: {} },
    Kontoauszug: { params: { objekteId: '2', von: "DateTime'2025-01-01T00:00:00'", bis: "DateTime'2026-12-31T00:00:00'" }, user: 'eigentuemer' },
    KalenderExport: { params: { orteId: '2', strassenId: '2', von: "DateTime'2026-01-01T00:00:00'", bis: "DateTime'2026-02-01T00:00:00'" } },
    KalenderAbo: { params: { orteId: '2', strassenId: '2', hausNr: s('5'), abfallarten: s('1,3') } },
    KalenderDruck: { params: { orteId: '2', strassenId: '2', jahr: '2026', halbjahr: '1', hausNr: s('5'), abfallarten: s('1,3') } },
    DokumentHerunterladen: { params: { dokumenteId: '3' }, user: 'eigentuemer' },
    StarteZahlung: { params: { zweck: s('demand'), referenz: String(openDemandOf(h, 2)), ruecksprung: s('/objects/2/demands') }, user: 'eigentuemer' },
    PruefeZahlung: { params: { txid: s('0'.repeat(32)), hash: s('0'.repeat(64)), status: s('success'), paymentMethod: s('testzahlung') }, user: 'eigentuemer' },
    BeantrageGefaess: {
      params: {
        kassenzeichen: s('KZ-2026-0002'), objektNr: s('OBJ-1002'), antragsart: '2', chipReferenzNr: s('DE-MIT-000005'), gefaesstarifArtenId: '1', anzahl: '1',
        wunschtermin: wish(h), bemerkung: s('Hof'), name: s('Erika Muster'), eMail: s('a@b.de'), telefon: s('0641 3'),
      },
    },
    ErteileSepaMandat: { params: { objekteId: '2', kontoinhaber: s('Anna Becker'), iban: s('DE89 3704 0044 0532 0130 00'), zustimmung: 'true' }, user: 'eigentuemer' },
    MeldeBarriere: { params: { seite: s('/calendar'), beschreibung: s('Kontrast zu gering'), name: s('Erika Muster'), eMail: s('a@b.de') } },
  };
}

/** Every string the app may have stored from a function call. */
function storedStrings(h: Harness): string[] {
  const out: string[] = [];
  const all = (sql: string): Record<string, unknown>[] => h.db.prepare(sql).all() as Record<string, unknown>[];
  for (const r of all(`SELECT payload FROM srv_claim_details UNION ALL SELECT payload FROM srv_registrations`)) out.push(...Object.values(JSON.parse(String(r.payload))).map(String));
  for (const sql of [
    `SELECT "Kurzbeschreibung" AS a, NULL AS b FROM "Reklamationen"`,
    `SELECT "BemerkungExtern" AS a, "Bemerkung" AS b FROM "StueckgutAuftraege"`,
    `SELECT "Auftragsbemerkung2" AS a, "Auftragsbemerkung3" AS b FROM "Auftraege"`,
    `SELECT "EMail" AS a, "FremdKey" AS b FROM "Adressen"`,
    `SELECT login AS a, email AS b FROM srv_registrations`,
    `SELECT login AS a, email AS b FROM srv_pending_registrations`,
    `SELECT kassenzeichen AS a, objekt_nr AS b FROM srv_registrations`,
    `SELECT fcm_token AS a, adress_key AS b FROM srv_push_registrations`,
    `SELECT login AS a, requested_changes AS b FROM srv_credentials`,
    `SELECT ortsteil AS a, haus_nr AS b FROM srv_push_registrations`,
    `SELECT haus_nr_zus AS a, abfallarten AS b FROM srv_push_registrations`,
    `SELECT email AS a, ortsteil AS b FROM srv_email_reminders`,
    `SELECT haus_nr AS a, haus_nr_zus AS b FROM srv_email_reminders`,
    `SELECT "Kontoinhaber" AS a, "IbanMaskiert" AS b FROM "SepaMandate"`,
    `SELECT page AS a, description AS b FROM srv_barrier_reports`,
    `SELECT name AS a, email AS b FROM srv_barrier_reports`,
  ]) {
    for (const r of all(sql)) out.push(String(r.a), String(r.b));
  }
  return out;
}

/** Parameters whose value the backend keeps: the payload must be accepted and stored verbatim. */
const STORING = new Set([
  ...['chipReferenzNr', 'kurzbeschreibung', 'anruferVorname', 'anruferName', 'anruferStrasse', 'anruferHausNr', 'anruferPLZ', 'anruferOrt', 'anruferTelefon', 'eMail'].map((p) => `LegeReklamationAngemeldetAn.${p}`),
  ...['kurzbeschreibung', 'anruferVorname', 'anruferName', 'anruferStrasse', 'anruferHausNr', 'anruferPLZ', 'anruferOrt', 'anruferTelefon', 'eMail'].map((p) => `LegeReklamationAn.${p}`),
  'LegeStueckgutAuftragAn.bemerkung', 'LegeStueckgutAuftragAn.telefon', 'LegeStueckgutAuftragAn.eMail',
  'RegistriereBenutzer.vorname', 'RegistriereBenutzer.name', 'RegistriereBenutzer.email', 'RegistriereBenutzer.telefon', 'RegistriereBenutzer.benutzerkennung',
  // Registrieren.abfallarten is checked against the catalogue (ids only), so no payload is stored.
  ...['adressKey', 'fcmToken', 'ortsteil', 'hausNr', 'hausNrZus'].map((p) => `Registrieren.${p}`),
  ...['ortsteil', 'hausNr', 'hausNrZus', 'eMail'].map((p) => `RegistriereEmailErinnerung.${p}`),
  'AktualisiereStammdaten.email', 'AktualisiereStammdaten.fremdKey', 'AktualisiereStammdaten.benutzerkennung',
  'BeantrageGefaess.bemerkung', 'BeantrageGefaess.name', 'BeantrageGefaess.eMail', 'BeantrageGefaess.telefon',
  'ErteileSepaMandat.kontoinhaber',
  ...['seite', 'beschreibung', 'name', 'eMail'].map((p) => `MeldeBarriere.${p}`),
]);

const calls = [...model.functionImports.values()].flatMap((fn) =>
  fn.parameters
    .filter((p) => p.type.kind === 'primitive' && p.type.name === 'Edm.String')
    .map((p) => [fn.name, p.name, p.maxLength ?? 1000, fn.httpMethod] as const),
);

describe('SQL injection strings are data', () => {
  it('covers every string parameter of every function import', () => {
    expect(calls.length).toBeGreaterThan(30);
    const covered = new Set(calls.map(([f]) => f));
    for (const fn of model.functionImports.values()) {
      if (fn.parameters.some((p) => p.type.kind === 'primitive' && p.type.name === 'Edm.String')) expect(covered.has(fn.name)).toBe(true);
    }
  });

  it.each(calls)('%s(%s)', async (fnName, paramName, maxLength, method) => {
    const pristine = harness();
    const objectsBefore = (pristine.db.prepare('SELECT COUNT(*) AS n FROM "Objekte"').get() as { n: number }).n;
    expect(baseline(harness())[fnName], `baseline for ${fnName}`).toBeDefined();
    let stored = 0;
    const payloads = paramName.toLowerCase().includes('mail') ? [EMAIL_PAYLOAD] : PAYLOADS;
    for (const raw of payloads) {
      // A fresh database and login per payload: earlier payloads may have ended the session,
      // changed the login, used up the quota or tripped the login limit.
      const h = harness();
      const base = baseline(h)[fnName];
      const token = base!.user ? (await login(h, base!.user)).token : undefined;
      const value = raw.slice(0, maxLength);
      const params = { ...base!.params, [paramName]: `'${value.replace(/'/g, "''")}'` };
      const headers: Record<string, string> = token ? { 'X-Auth-Hash': token } : {};
      // Secrets travel in the body where the metadata says so (portal:ParametersInBody).
      const res = model.functionImports.get(fnName)!.portal.parametersInBody
        ? await h.request(`/api/${fnName}`, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ parameters: params }) })
        : await h.request(`/api/${fnName}?${Object.entries(params).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`, { method, headers });
      expect(res.status, `${fnName}(${paramName}=${value})`).toBeLessThan(500);
      const body = await res.json();
      if (res.status >= 400) expect(body.error.message.lang).toBe('de');
      expect((h.db.prepare('SELECT COUNT(*) AS n FROM "Objekte"').get() as { n: number }).n).toBe(objectsBefore);
      if (token && fnName !== 'Abmelden' && fnName !== 'AktualisiereStammdaten') {
        expect((h.db.prepare('SELECT COUNT(*) AS n FROM srv_sessions').get() as { n: number }).n).toBeGreaterThan(0);
      }
      const writes = method === 'POST' || fnName === 'Registrieren';
      if (res.status < 300 && writes && STORING.has(`${fnName}.${paramName}`)) {
        expect(storedStrings(h).some((v) => v.includes(value)), `${fnName} stores ${paramName} verbatim`).toBe(true);
        stored++;
      }
    }
    if (STORING.has(`${fnName}.${paramName}`)) expect(stored, 'accepted and stored at least once').toBeGreaterThan(0);
  });
});
