/**
 * Calendars are rendered by worker threads (server/calendar/render-pool.ts), off the event loop:
 * the same bytes as rendered on it, errors answered as before, and when no worker can start the
 * calendar is still rendered, on the event loop.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildIcs, type IcsInput } from '../../../server/calendar/ics';
import { renderCalendarPdf, type CalendarPdfInput } from '../../../server/calendar/pdf';
import { RenderPool } from '../../../server/calendar/render-pool';
import { testConfig } from '../../../server/config';
import { holidays } from '../../../server/seed/holidays';
import { harness, lit, type Harness } from './helpers';

afterEach(() => vi.restoreAllMocks());

const collection = (day: number, shifted = false) => ({ day, wasteTypeId: 1, wasteType: 'Restmüll', code: 'R', color: '#333333', shifted, note: shifted ? 'Feiertag' : null });
const collections = [collection(Date.UTC(2026, 0, 7)), collection(Date.UTC(2026, 0, 21), true), collection(Date.UTC(2026, 6, 1))];
const icsInput: IcsInput = { streetId: 7, name: 'Abfuhrkalender Ahornweg 1, Lindenau', location: 'Ahornweg 1, Lindenau', collections, now: Date.UTC(2026, 0, 1), reminder: true, refreshSeconds: 86_400 };
const pdfInput: CalendarPdfInput = { year: 2026, half: null, place: 'Ahornweg 1, Lindenau', collections, today: Date.UTC(2026, 0, 2), brand: testConfig().brand, holidays: holidays(2026) };

describe('RenderPool', () => {
  const pool = new RenderPool(2);
  afterAll(() => pool.close());

  it('renders iCalendar text and PDFs in worker threads, the same bytes as on the event loop', async () => {
    const [ics, pdf, again] = await Promise.all([pool.run({ kind: 'ics', input: icsInput }), pool.run({ kind: 'pdf', input: pdfInput }), pool.run({ kind: 'ics', input: { ...icsInput, reminder: false } })]);
    expect(pool.state).toEqual({ workers: 2, inline: false });
    expect(ics).toBe(buildIcs(icsInput));
    expect(again).toBe(buildIcs({ ...icsInput, reminder: false }));
    expect(pdf).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(pdf as Uint8Array).equals(Buffer.from(await renderCalendarPdf(pdfInput)))).toBe(true);
  });

  it('hands an error while rendering back as an error of the same kind, and goes on rendering', async () => {
    const broken = { ...pdfInput, brand: { ...pdfInput.brand, name: 42 as unknown as string } };
    await expect(pool.run({ kind: 'pdf', input: broken })).rejects.toMatchObject({ name: 'TypeError', message: expect.stringMatching(/replace/) });
    await expect(pool.run({ kind: 'ics', input: icsInput })).resolves.toBe(buildIcs(icsInput));
    // Input no thread can receive fails that calendar only.
    await expect(pool.run({ kind: 'ics', input: { ...icsInput, name: (() => 'x') as unknown as string } })).rejects.toThrow();
    await expect(pool.run({ kind: 'ics', input: icsInput })).resolves.toBe(buildIcs(icsInput));
  });

  it('renders on the event loop when no worker can start, and says so once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lost = new RenderPool(1, '/nonexistent/render-worker.ts');
    const answers = await Promise.all([lost.run({ kind: 'ics', input: icsInput }), lost.run({ kind: 'ics', input: { ...icsInput, streetId: 8 } })]);
    expect(answers).toEqual([buildIcs(icsInput), buildIcs({ ...icsInput, streetId: 8 })]);
    expect(lost.state).toEqual({ workers: 0, inline: true });
    expect(await lost.run({ kind: 'ics', input: icsInput })).toBe(buildIcs(icsInput));
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toMatch(/Kalender werden im Hauptthread berechnet/);
  });

  it('with 0 workers renders on the event loop', async () => {
    const none = new RenderPool(0);
    expect(await none.run({ kind: 'ics', input: icsInput })).toBe(buildIcs(icsInput));
    expect(none.state).toEqual({ workers: 0, inline: false });
  });
});

describe('the calendar answers rendered by workers', () => {
  const onLoop = { coldPerMinute: 300, workers: 0 };

  function urls(h: Harness): string[] {
    const { street, town } = h.db.prepare(`SELECT "StrassenId" AS street, "Ort__fk" AS town FROM "Strassen" ORDER BY 1 LIMIT 1`).get() as { street: number; town: number };
    const y = new Date(h.clock.now).getUTCFullYear();
    const range = `von=DateTime'${y}-01-01T00:00:00'&bis=DateTime'${y}-12-31T00:00:00'`;
    return [
      `/api/KalenderAbo/$value?orteId=${town}&strassenId=${street}&erinnerung=true&hausNr=${lit('12a')}`,
      `/api/KalenderAbo?orteId=${town}&strassenId=${street}`,
      `/api/KalenderExport/$value?orteId=${town}&strassenId=${street}&${range}&abfallarten=${lit('1,2')}`,
      `/api/KalenderExport?orteId=${town}&strassenId=${street}&${range}`,
      `/api/KalenderDruck/$value?orteId=${town}&strassenId=${street}&jahr=${y}`,
      `/api/KalenderDruck/$value?orteId=${town}&strassenId=${street}&jahr=${y}&halbjahr=2&hausNr=${lit('3')}`,
      `/api/KalenderDruck?orteId=${town}&strassenId=${street}&jahr=${y}&halbjahr=1`,
    ];
  }

  it('are byte for byte those rendered on the event loop, headers included', async () => {
    const inWorker = harness();
    const onEventLoop = harness({ calendar: onLoop });
    expect(inWorker.config.calendar.workers).toBe(1);
    for (const url of urls(inWorker)) {
      const [a, b] = [await inWorker.request(url), await onEventLoop.request(url)];
      expect(a.status, url).toBe(200);
      expect(b.status, url).toBe(200);
      for (const header of ['content-type', 'content-disposition', 'etag', 'last-modified', 'cache-control', 'dataserviceversion']) {
        expect(a.headers.get(header), `${url} ${header}`).toBe(b.headers.get(header));
      }
      expect(Buffer.from(await a.arrayBuffer()).equals(Buffer.from(await b.arrayBuffer())), url).toBe(true);
    }
  });

  it('answer an error while rendering with the same German 500 as on the event loop', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const brand = { name: 42 as unknown as string, accent: '#ffd500' };
    const inWorker = harness({ brand });
    const onEventLoop = harness({ brand, calendar: onLoop });
    const url = urls(inWorker)[4]!;
    const [a, b] = [await inWorker.json(url), await onEventLoop.json(url)];
    expect(a.status).toBe(500);
    expect(a).toEqual(b);
    expect(a.body.error.message.value).toMatch(/^Interner Serverfehler/);
  });
});
