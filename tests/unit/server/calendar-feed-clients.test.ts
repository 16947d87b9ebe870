/* eslint-disable @typescript-eslint/no-explicit-any -- walks untyped OData JSON wire bodies */
/**
 * The public calendar as the clients that read it do: smart-home waste-collection integrations
 * and calendar apps parse the subscription feed strictly (ics-strict.ts) and group by SUMMARY;
 * apps that show container volumes read VolumenObj of every AbfuhrtermineAbJahr row.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcs } from '../../../server/calendar/ics';
import { harness, lit, results, type Harness } from './helpers';
import { parseStrictIcs } from './ics-strict';

const year = (h: Harness) => new Date(h.clock.now).getUTCFullYear();
const wasteTypeNames = (h: Harness) => new Set((h.db.prepare(`SELECT "Name" AS name FROM "Abfallarten"`).all() as { name: string }[]).map((r) => r.name));

/** A street with a collection the seed moved off a holiday, and one with the hazardous-waste collection. */
function streets(h: Harness) {
  const shifted = h.db
    .prepare(
      `SELECT s."StrassenId" AS street, s."Ort__fk" AS town FROM "Abfuhrtermine" t JOIN "Strassen" s ON s."StrassenId" = t."Strasse__fk"
       WHERE t."IstVerschoben" = 1 AND t."Termin" BETWEEN ? AND ? LIMIT 1`,
    )
    .get(Date.UTC(year(h), 0, 1), Date.UTC(year(h) + 1, 11, 31)) as { street: number; town: number };
  const hazardous = h.db
    .prepare(
      `SELECT s."StrassenId" AS street, s."Ort__fk" AS town FROM "Abfuhrtermine" t JOIN "Strassen" s ON s."StrassenId" = t."Strasse__fk"
       JOIN "Abfuhrplaene" p ON p."AbfuhrplaeneId" = t."Abfuhrplan__fk" JOIN "GefaesstarifArten" g ON g."GefaesstarifArtenId" = p."GefaesstarifArt__fk"
       JOIN "Abfallarten" a ON a."AbfallartenId" = g."Abfallart__fk" WHERE a."IsSchadstoff" = 1 AND p."Jahr" >= ? LIMIT 1`,
    )
    .get(year(h)) as { street: number; town: number };
  return { shifted, hazardous };
}

const feedUrl = (s: { street: number; town: number }, extra = '') => `/api/KalenderAbo/$value?orteId=${s.town}&strassenId=${s.street}${extra}`;

describe('the subscription feed, read by a strict client', () => {
  it('ends every line with CRLF (the last too), folds at 75 octets and nests its components', async () => {
    const h = harness();
    const text = await (await h.request(feedUrl(streets(h).shifted, `&hausNr=${lit('12 a')}&erinnerung=true`))).text();
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const calendar = parseStrictIcs(text);
    expect(calendar.components.filter((c) => c.name === 'VEVENT').length).toBeGreaterThan(20);
    // ical.js, as calendar apps use it, reads the same events.
    expect(new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')).toHaveLength(calendar.components.filter((c) => c.name === 'VEVENT').length);
  });

  it('titles every event with its waste type alone; a holiday shift is told in DESCRIPTION, CATEGORIES carries the type', async () => {
    const h = harness();
    const events = parseStrictIcs(await (await h.request(feedUrl(streets(h).shifted))).text()).components.filter((c) => c.name === 'VEVENT');
    const names = wasteTypeNames(h);
    for (const event of events) {
      expect(names, event.one('SUMMARY')).toContain(event.one('SUMMARY'));
      expect(event.one('CATEGORIES')).toBe(event.one('SUMMARY'));
    }
    const shifted = events.filter((e) => e.properties.some((p) => p.name === 'DESCRIPTION' && p.value.startsWith('Verschoben')));
    expect(shifted.length).toBeGreaterThan(0);
    for (const event of shifted) expect(names).toContain(event.one('SUMMARY'));
  });

  it('keeps every UID across two fetches and across a change of the data', async () => {
    const h = harness();
    const url = feedUrl(streets(h).shifted);
    const uids = async () => parseStrictIcs(await (await h.request(url)).text()).components.filter((c) => c.name === 'VEVENT').map((e) => e.one('UID'));
    const first = await uids();
    expect(new Set(first).size).toBe(first.length);
    expect(await uids()).toEqual(first);
    h.db.prepare(`UPDATE "Abfuhrtermine" SET "Hinweis" = 'Bitte bis 6 Uhr bereitstellen' WHERE "Strasse__fk" = ?`).run(streets(h).shifted.street);
    expect(await uids()).toEqual(first);
  });

  it('refuses control characters in a parameter with a 400 naming it, instead of writing a property of its own', async () => {
    const h = harness();
    const s = streets(h).shifted;
    for (const value of ['1\r\nX-I:1', '1\nX-I:1', '1\u0000']) {
      const res = await h.json(feedUrl(s, `&hausNr=${encodeURIComponent(`'${value}'`)}`));
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(res.body.error.message.value).toContain('hausNr');
    }
    for (const path of ['KalenderExport', 'KalenderDruck']) {
      const res = await h.json(`/api/${path}/$value?orteId=${s.town}&strassenId=${s.street}&jahr=${year(h)}&von=DateTime'${year(h)}-01-01T00:00:00'&bis=DateTime'${year(h)}-12-31T00:00:00'&hausNr=${encodeURIComponent("'1\r\nX-I:1'")}`);
      expect(res.status, path).toBe(400);
    }
  });

  it('refuses invisible and line-breaking characters in every calendar export with a German 400, each one', async () => {
    const h = harness();
    const s = streets(h).shifted;
    const y = year(h);
    const range = `&jahr=${y}&von=DateTime'${y}-01-01T00:00:00'&bis=DateTime'${y}-12-31T00:00:00'`;
    // C1 controls (NEL, CSI), line and paragraph separators, zero-width, byte order mark, bidi overrides and isolates.
    const hostile = ['\u0080', '\u0085', '\u009b', '\u009f', '\u2028', '\u2029', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u200e', '\u200f', '\u061c', '\u202a', '\u202e', '\u2066', '\u2069'];
    for (const ch of hostile) {
      // A minute apart: the per-address budget of calendar computations counts refusals too.
      h.clock.now += 60_000;
      for (const path of ['KalenderAbo', 'KalenderExport', 'KalenderDruck']) {
        const res = await h.json(`/api/${path}/$value?orteId=${s.town}&strassenId=${s.street}${range}&hausNr=${encodeURIComponent(`'1${ch}a'`)}`);
        const name = `${path} U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
        expect(res.status, name).toBe(400);
        expect(res.body.error.message.value, name).toBe('Parameter hausNr: Steuer- und unsichtbare Formatzeichen (z. B. Zeilenumbrüche) sind nicht erlaubt.');
      }
    }
  });

  it('prints a house number with letters outside the PDF font instead of failing', async () => {
    const h = harness();
    const s = streets(h).shifted;
    const res = await h.request(`/api/KalenderDruck/$value?orteId=${s.town}&strassenId=${s.street}&jahr=${year(h)}&hausNr=${encodeURIComponent("'12 Łódź 日'")}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
  });

  it('escapes TEXT in every property, the calendar name included', async () => {
    const h = harness();
    const houseNumber = '1;a,b\\c';
    const text = await (await h.request(feedUrl(streets(h).shifted, `&hausNr=${encodeURIComponent(`'${houseNumber}'`)}`))).text();
    const calendar = parseStrictIcs(text);
    expect(calendar.one('NAME')).toContain(houseNumber);
    expect(calendar.one('X-WR-CALNAME')).toBe(calendar.one('NAME'));
    for (const event of calendar.components.filter((c) => c.name === 'VEVENT')) expect(event.one('LOCATION')).toContain(houseNumber);
    // Written directly (a name from elsewhere than a parameter): a line break is escaped, never a new line.
    const direct = buildIcs({ streetId: 1, name: 'Abfuhrkalender 1\r\nX-I:1', location: 'Ort\r\nX-J:1', collections: [], now: 0, reminder: false });
    expect(direct).not.toMatch(/^X-[IJ]:/m);
    expect(parseStrictIcs(direct).one('NAME')).toBe('Abfuhrkalender 1\nX-I:1');
    // C1 controls and line separators in a name from the data: dropped or written as an escaped line break.
    const separated = buildIcs({ streetId: 1, name: 'A\u0085B\u009bC\u2028D\u2029E', location: 'Ort', collections: [], now: 0, reminder: false });
    expect(separated).not.toMatch(/[\u0080-\u009f\u2028\u2029]/);
    expect(parseStrictIcs(separated).one('NAME')).toBe('ABC\nD\nE');
  });
});

describe('AbfuhrtermineAbJahr, read by a client that shows volumes', () => {
  it('gives every row a readable VolumenObj, the hazardous-waste collection (no container) included', async () => {
    const h = harness();
    const s = streets(h).hazardous;
    const res = await h.json(
      `/api/AbfuhrtermineAbJahr?orteId=${s.town}&strassenId=${s.street}&jahr=${year(h)}` +
        '&$expand=Abfuhrplan,Abfuhrplan/GefaesstarifArt/Abfallart,Abfuhrplan/GefaesstarifArt/VolumenObj' +
        '&$orderby=Abfuhrplan/GefaesstarifArt/Abfallart/Name,Abfuhrplan/GefaesstarifArt/VolumenObj/VolumenWert',
    );
    expect(res.status).toBe(200);
    const rows = results(res.body);
    expect(rows.some((r: any) => r.Abfuhrplan.GefaesstarifArt.Abfallart.IsSchadstoff)).toBe(true);
    for (const row of rows) {
      const volume = row.Abfuhrplan.GefaesstarifArt.VolumenObj;
      expect(volume, row.Abfuhrplan.GefaesstarifArt.Bezeichnung).toEqual(expect.objectContaining({ VolumenId: expect.any(Number), VolumenWert: expect.any(Number) }));
    }
    const hazardous = rows.find((r: any) => r.Abfuhrplan.GefaesstarifArt.Abfallart.IsSchadstoff);
    expect(hazardous.Abfuhrplan.GefaesstarifArt.VolumenObj.VolumenWert).toBe(0);
  });
});
