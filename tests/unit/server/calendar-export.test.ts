import ICAL from 'ical.js';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { harness, lit, results, type Harness } from './helpers';

interface Owner { street: number; town: number; hausNr: string; first: string | null; last: string; mail: string | null; objectId: number; objektNr: string; kassenzeichen: string }
const owner = (h: Harness): Owner =>
  h.db
    .prepare(
      `SELECT o."ObjekteId" AS objectId, o."ObjektNr" AS objektNr, o."Kassenzeichen" AS kassenzeichen, o."HausNr" AS hausNr, s."StrassenId" AS street, s."Ort__fk" AS town,
              a."Vorname" AS first, a."Name" AS last, a."EMail" AS mail
       FROM "Objekte" o JOIN "Strassen" s ON s."StrassenId" = o."Strasse__fk" JOIN "Adressen" a ON a."AdressenId" = o."EigentuemerAdressenObj__fk" WHERE o."ObjekteId" = 2`,
    )
    .get() as Owner;
const year = (h: Harness) => new Date(h.clock.now).getUTCFullYear();
const vevents = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));

/** What the calendar page shows: AbfuhrtermineAbJahr merged to one entry per day and waste type. */
async function pageDates(h: Harness, o: Owner, types?: readonly string[]): Promise<string[]> {
  const res = await h.json(`/api/AbfuhrtermineAbJahr?orteId=${o.town}&strassenId=${o.street}&jahr=${year(h)}&$expand=Abfuhrplan/GefaesstarifArt/Abfallart`);
  const seen = new Set<string>();
  for (const r of results(res.body)) {
    const name = r.Abfuhrplan.GefaesstarifArt.Abfallart.Name as string;
    if (types && !types.includes(name)) continue;
    const ms = Number(/\d+/.exec(r.Termin)![0]);
    if (new Date(ms).getUTCFullYear() > year(h) + 1) continue;
    seen.add(`${new Date(ms).toISOString().slice(0, 10)} ${name}`);
  }
  return [...seen].sort();
}

async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string[] }> {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/' }).promise;
  const text: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) text.push(((await (await pdf.getPage(i)).getTextContent()).items as { str: string }[]).map((it) => it.str).join(' '));
  return { pages: pdf.numPages, text };
}

describe('KalenderAbo (subscription feed)', () => {
  it('is public text/calendar whose events are the page dates of the chosen waste types, without personal data', async () => {
    const h = harness();
    const o = owner(h);
    const res = await h.request(`/api/KalenderAbo/$value?orteId=${o.town}&strassenId=${o.street}&hausNr=${lit(String(o.hausNr))}&abfallarten=${lit('1,3')}&erinnerung=true`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = await res.text();
    const events = vevents(ics);
    const shown = events.map((e) => `${e.startDate.toString()} ${e.component.getFirstPropertyValue('categories')}`).sort();
    expect(shown).toEqual(await pageDates(h, o, ['Restmüll', 'Papier']));
    expect(events.every((e) => e.startDate.isDate && e.component.getFirstSubcomponent('valarm'))).toBe(true);
    for (const secret of [o.last, o.first, o.mail, o.objektNr, o.kassenzeichen]) if (secret) expect(ics).not.toContain(secret);
  });

  it('covers this and next year without dates in its URL, and names an unknown street 404', async () => {
    const h = harness();
    const o = owner(h);
    const events = vevents(await (await h.request(`/api/KalenderAbo/$value?orteId=${o.town}&strassenId=${o.street}`)).text());
    expect(new Set(events.map((e) => e.startDate.year))).toEqual(new Set([year(h), year(h) + 1]));
    expect((await h.request(`/api/KalenderAbo/$value?orteId=${o.town}&strassenId=999999`)).status).toBe(404);
    expect((await h.request(`/api/KalenderAbo/$value?orteId=${o.town}&strassenId=${o.street}&abfallarten=${lit('1;drop')}`)).status).toBe(400);
  });
});

describe('KalenderExport (download)', () => {
  it('answers the range as an .ics attachment and as the JSON string value alike', async () => {
    const h = harness();
    const o = owner(h);
    const query = `orteId=${o.town}&strassenId=${o.street}&von=DateTime'${year(h)}-01-01T00:00:00'&bis=DateTime'${year(h)}-12-31T00:00:00'`;
    const file = await h.request(`/api/KalenderExport/$value?${query}`);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="abfuhrkalender-[a-z0-9-]+-${year(h)}\\.ics"$`));
    const ics = await file.text();
    expect(new Set(vevents(ics).map((e) => e.startDate.year))).toEqual(new Set([year(h)]));
    expect(vevents((await h.json(`/api/KalenderExport?${query}`)).body.d.KalenderExport).map((e) => e.uid)).toEqual(vevents(ics).map((e) => e.uid));
  });
});

describe('KalenderDruck (printable PDF)', () => {
  it('prints the year on two A4 landscape pages with German months, the legend and shift markers', async () => {
    const h = harness();
    // A street with a date the seed moved off a public holiday this year.
    const o = h.db
      .prepare(
        `SELECT s."StrassenId" AS street, s."Ort__fk" AS town FROM "Abfuhrtermine" t JOIN "Strassen" s ON s."StrassenId" = t."Strasse__fk"
         WHERE t."IstVerschoben" = 1 AND t."Termin" BETWEEN ? AND ? LIMIT 1`,
      )
      .get(Date.UTC(year(h), 0, 1), Date.UTC(year(h), 11, 31)) as { street: number; town: number };
    const res = await h.request(`/api/KalenderDruck/$value?orteId=${o.town}&strassenId=${o.street}&jahr=${year(h)}`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(2);
    expect(text[0]).toContain(`Abfuhrkalender ${year(h)} – 1. Halbjahr`);
    for (const word of ['Januar', 'März', 'Juni', 'Legende:', 'Restmüll', 'Bioabfall', 'Papier', 'Gelbe Tonne', 'Termin wegen eines Feiertags verschoben']) expect(text[0]).toContain(word);
    expect(text[1]).toContain('Dezember');
    expect(text.join(' ')).toMatch(/\b(RM|BIO|PPK|LVP)\*/);
  });

  it('marks each public holiday in words ("Feiertag: <name>"), not by colour alone', async () => {
    const h = harness();
    const o = owner(h);
    const res = await h.request(`/api/KalenderDruck/$value?orteId=${o.town}&strassenId=${o.street}&jahr=${year(h)}`);
    const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()));
    for (const name of ['Neujahrstag', 'Karfreitag', 'Ostermontag', 'Fronleichnam']) expect(text[0]).toContain(`Feiertag: ${name}`);
    for (const name of ['Tag der Deutschen Einheit', '1. Weihnachtstag', '2. Weihnachtstag']) expect(text[1]).toContain(`Feiertag: ${name}`);
    expect(text[1]).not.toContain('Feiertag: Ostermontag');
    // The legend explains the tinted rows too.
    expect(text[0]).toMatch(/verschoben\s+Feiertag/);
  });

  it('prints one half-year on one page, filtered, and checks its parameters', async () => {
    const h = harness();
    const o = owner(h);
    const res = await h.request(`/api/KalenderDruck/$value?orteId=${o.town}&strassenId=${o.street}&jahr=${year(h)}&halbjahr=2&abfallarten=${lit('3')}`);
    const { pages, text } = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(pages).toBe(1);
    expect(text[0]).toContain('2. Halbjahr');
    expect(text[0]).toContain('Papier');
    expect(text[0]).not.toContain('Restmüll');
    expect((await h.request(`/api/KalenderDruck/$value?orteId=${o.town}&strassenId=${o.street}&jahr=${year(h)}&halbjahr=3`)).status).toBe(400);
    const json = await h.json(`/api/KalenderDruck?orteId=${o.town}&strassenId=${o.street}&jahr=${year(h)}&halbjahr=1`);
    expect(Buffer.from(json.body.d.KalenderDruck, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('$value', () => {
  it('answers a primitive result as plain text and offers no raw answer for writes', async () => {
    const h = harness();
    const res = await h.request(`/api/IdZumMasterLogin/$value?benutzerkennung=${lit('eigentuemer')}`);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toMatch(/^\d+$/);
    expect((await h.request('/api/StorniereAuftrag/$value?auftraegeId=1', { method: 'POST' })).status).toBe(404);
    expect((await h.request('/api/Kontoauszug/$value?objekteId=2&von=DateTime\'2026-01-01T00:00:00\'&bis=DateTime\'2026-12-31T00:00:00\'')).status).toBe(403);
  });
});
