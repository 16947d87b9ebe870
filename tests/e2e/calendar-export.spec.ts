/**
 * The subscription feed is public and its
 * events are the page's dates, the .ics download and the printable PDF (first page rendered with
 * pdfjs-dist), the month view, axe on the new dialog, and the page at 390, 1000 and 1400 px.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, objectIdOf, test } from './fixtures';

const require = createRequire(import.meta.url);
const PDFJS = join(dirname(require.resolve('pdfjs-dist/package.json')), 'legacy/build');

async function openObjectCalendar(page: Page) {
  await page.goto('/');
  await login(page, 'eigentuemer');
  const id = await objectIdOf(page);
  await page.goto(`/objects/${id}/calendar`);
  await expect(page.getByRole('heading', { name: 'Nächste Abfuhr' })).toBeVisible();
}

/** `yyyy-MM-dd Waste type` of every day row the list shows (from the current month on). */
async function pageCollections(page: Page): Promise<string[]> {
  const rows = await page.locator('li[data-day]').evaluateAll((lis) =>
    lis.flatMap((li) => [...li.querySelectorAll('.mantine-Badge-root')].filter((b) => b.textContent !== 'Heute').map((b) => `${(li as HTMLElement).dataset.day} ${b.textContent}`)),
  );
  return rows.sort();
}

const eventsOf = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e)).map((e) => `${e.startDate.toString()} ${e.component.getFirstPropertyValue('categories')}`);

test.describe('calendar exports', () => {
  test('the subscription feed is public and its events match the page', async ({ page, playwright }) => {
    await openObjectCalendar(page);
    const shown = await pageCollections(page);
    expect(shown.length).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Kalender abonnieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Abfuhrkalender abonnieren' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'subscribe dialog');
    const webcal = await dialog.getByRole('textbox', { name: 'Adresse für Kalender-Apps (webcal)' }).inputValue();
    const https = await dialog.getByRole('textbox', { name: /Alternative Adresse/ }).inputValue();
    expect(webcal).toMatch(/^webcal:\/\//);
    expect(webcal.replace(/^webcal:/, 'http:')).toBe(https);
    expect(https).not.toMatch(/objects|ObjekteId|hash/i);

    // A calendar app knows nothing of the portal's session: a fresh client without cookies or headers.
    const app = await playwright.request.newContext();
    const res = await app.get(https);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const fromMonth = `${shown[0]!.slice(0, 7)}-01`;
    expect(eventsOf(await res.text()).filter((e) => e >= fromMonth).sort()).toEqual(shown);
    await app.dispose();
    await page.screenshot({ path: 'test-results/screenshots/calendar-subscribe-1400.png' });
  });

  test('downloads the year as .ics and the half-year as a PDF whose first page renders', async ({ page }) => {
    await openObjectCalendar(page);
    const year = new Date().getFullYear();
    await page.getByRole('button', { name: 'Herunterladen (.ics)' }).click();
    const [ics] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: String(year) }).click()]);
    expect(ics.suggestedFilename()).toMatch(new RegExp(`^abfuhrkalender-[a-z0-9-]+-${year}\\.ics$`));
    const events = eventsOf(await readFile((await ics.path())!, 'utf8'));
    expect(events.length).toBeGreaterThan(20);
    expect(events.every((e) => e.startsWith(String(year)))).toBe(true);

    await page.getByRole('button', { name: 'Drucken / PDF' }).click();
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: `1. Halbjahr ${year}` }).click()]);
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Render page 1 with pdfjs-dist in a blank page of the browser (served from node_modules).
    const viewer = await page.context().newPage();
    await viewer.route('http://pdf.test/**', async (route) => {
      const name = new URL(route.request().url()).pathname.slice(1);
      if (name === '') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>PDF</title><canvas id="c"></canvas>' });
      return route.fulfill({ contentType: 'text/javascript', body: await readFile(join(PDFJS, name)) });
    });
    await viewer.goto('http://pdf.test/');
    const text = await viewer.evaluate(async (data) => {
      const pdfjs = await import('http://pdf.test/pdf.mjs' as string);
      pdfjs.GlobalWorkerOptions.workerSrc = 'http://pdf.test/pdf.worker.mjs';
      const doc = await pdfjs.getDocument({ data: Uint8Array.from(atob(data), (c) => c.charCodeAt(0)) }).promise;
      const first = await doc.getPage(1);
      const viewport = first.getViewport({ scale: 1.5 });
      const canvas = document.getElementById('c') as HTMLCanvasElement;
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      await first.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
      const content = await first.getTextContent();
      return { pages: doc.numPages, text: (content.items as { str: string }[]).map((i) => i.str).join(' ') };
    }, bytes.toString('base64'));
    expect(text.pages).toBe(1);
    for (const word of [`Abfuhrkalender ${year} – 1. Halbjahr`, 'Januar', 'März', 'Juni', 'Legende:', 'Restmüll', 'Gelbe Tonne', 'Feiertags verschoben']) expect(text.text).toContain(word);
    // The rendered canvas is not blank: some pixels carry a waste type's colour.
    const coloured = await viewer.evaluate(() => {
      const canvas = document.getElementById('c') as HTMLCanvasElement;
      const px = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let n = 0;
      for (let i = 0; i < px.length; i += 4) if (Math.max(px[i]!, px[i + 1]!, px[i + 2]!) - Math.min(px[i]!, px[i + 1]!, px[i + 2]!) > 60) n++;
      return n;
    });
    expect(coloured).toBeGreaterThan(1000);
    await viewer.locator('canvas').screenshot({ path: 'test-results/screenshots/calendar-pdf-page1.png' });
    await viewer.close();
  });

  test('wide screens switch to a month table that steps by keyboard', async ({ page }) => {
    await openObjectCalendar(page);
    await page.getByText('Monat', { exact: true }).click();
    const month = page.getByTestId('calendar-month');
    const today = new Date();
    const label = (d: Date) => new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(d);
    await expect(month.getByRole('heading', { level: 3 })).toHaveText(label(today));
    await expect(month.locator('[aria-current="date"]')).toHaveCount(1);
    await month.getByRole('button', { name: 'Nächster Monat' }).focus();
    await page.keyboard.press('Enter');
    await expect(month.getByRole('heading', { level: 3 })).toHaveText(label(new Date(today.getFullYear(), today.getMonth() + 1, 15)));
    await expectAccessible(page, 'month view');
    await page.screenshot({ path: 'test-results/screenshots/calendar-month-1400.png', fullPage: true });
  });

  for (const width of [390, 1000]) {
    test(`the public address calendar at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/calendar');
      await page.getByRole('combobox', { name: 'Ort' }).click();
      await page.getByRole('option').first().click();
      await page.getByRole('combobox', { name: 'Straße' }).click();
      await page.getByRole('option').first().click();
      await expect(page.getByRole('heading', { name: 'Nächste Abfuhr' })).toBeVisible();
      if (width < 700) await expect(page.getByText('Monat', { exact: true })).toHaveCount(0);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/screenshots/calendar-public-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Kalender abonnieren' }).click();
      await expect(page.getByRole('dialog', { name: 'Abfuhrkalender abonnieren' })).toBeVisible();
      await expectAccessible(page, `subscribe dialog at ${width} px`);
      await page.screenshot({ path: `test-results/screenshots/calendar-subscribe-${width}.png` });
    });
  }
});
