/**
 * The printable collection calendar: A4 landscape, one page per half-year, the months side by
 * side with one line per day (the layout of the paper calendars authorities mail out). Each
 * collection is a box in its waste type's colour with the type's code, a legend explains the
 * codes, and holiday shifts carry a marker explained in the legend. A public holiday's row is
 * tinted and says "Feiertag: <name>" in words, so it reads in black-and-white print too.
 *
 * Written with pdf-lib's standard Helvetica: its WinAnsi encoding covers German (ä ö ü ß – ·), so
 * no font file has to ship with the server. Text from outside (the house number typed, street,
 * waste type and holiday names from the data) is printed with '?' for what the font cannot show,
 * instead of failing the whole calendar.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { PdfBrand } from '../brand';
import type { Collection } from './collections';
import { encodable } from '../pdf';
import { germanDay } from '../time';

export const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const WEEKDAYS = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];
const SHIFT_MARK = '*';

const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 28;
const GRID_TOP = PAGE.height - 74;
const HEADER_ROW = 16;
const ROW = 14.2;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.75, 0.75, 0.75);
const WEEKEND = rgb(0.93, 0.93, 0.93);
const NO_DAY = rgb(0.8, 0.8, 0.8);
const HOLIDAY = rgb(0.99, 0.88, 0.88);
const HOLIDAY_RULE = rgb(0.7, 0.2, 0.2);
const FALLBACK = '#868e96';

export interface CalendarPdfInput {
  year: number;
  /** 1 or 2 for one half-year on one page; null for the whole year on two pages. */
  half: 1 | 2 | null;
  place: string;
  collections: readonly Collection[];
  /** Wire ms of today: the "Stand" line. */
  today: number;
  /** The authority: its name in the "Stand" line, its colour on the month headers. */
  brand: PdfBrand;
  /** Public holidays of the year: wire midnight -> German name ("1. Weihnachtstag"). */
  holidays: ReadonlyMap<number, string>;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function hexColor(hex: string | null): { fill: RGB; text: RGB } {
  const value = /^#[0-9a-f]{6}$/i.test(hex?.trim() ?? '') ? hex!.trim() : FALLBACK;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16) / 255) as [number, number, number];
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  // The same switch point as the portal's badges (ui/wasteTypeColors.ts): at least 4.5:1 either way.
  return { fill: rgb(r, g, b), text: luminance > Math.sqrt(1.05 * 0.05) - 0.05 ? rgb(0, 0, 0) : rgb(1, 1, 1) };
}

function codeBox(page: PDFPage, fonts: Fonts, c: Collection, x: number, y: number): number {
  const size = 6.5;
  const label = c.shifted ? `${c.code}${SHIFT_MARK}` : c.code;
  const width = fonts.bold.widthOfTextAtSize(label, size) + 5;
  const { fill, text } = hexColor(c.color);
  page.drawRectangle({ x, y: y + 2, width, height: ROW - 4, color: fill, borderColor: INK, borderWidth: c.shifted ? 0.8 : 0 });
  page.drawText(label, { x: x + 2.5, y: y + 4.4, size, font: fonts.bold, color: text });
  return width + 2;
}

/** A holiday's row: tinted, with a red rule on its left edge (seen without colour as a dark bar). */
function holidayRow(page: PDFPage, x: number, y: number, width: number) {
  page.drawRectangle({ x, y, width, height: ROW, color: HOLIDAY });
  page.drawRectangle({ x, y, width: 2, height: ROW, color: HOLIDAY_RULE });
}

/** Text in the room left of a day's row: smaller type for a long holiday name, never past the column. */
function fittedText(page: PDFPage, font: PDFFont, text: string, x: number, y: number, room: number) {
  if (room < 12) return;
  let size = 6.5;
  while (size > 4.5 && font.widthOfTextAtSize(text, size) > room) size -= 0.25;
  let shown = text;
  while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > room) shown = `${shown.slice(0, -2)}…`;
  page.drawText(shown, { x, y, size, font, color: INK });
}

function drawHalf(page: PDFPage, fonts: Fonts, input: CalendarPdfInput, half: 1 | 2, byDay: Map<number, Collection[]>) {
  const title = `Abfuhrkalender ${input.year} – ${half === 1 ? '1. Halbjahr' : '2. Halbjahr'}`;
  page.drawText(title, { x: MARGIN, y: PAGE.height - 40, size: 18, font: fonts.bold, color: INK });
  page.drawText(input.place, { x: MARGIN, y: PAGE.height - 58, size: 11, font: fonts.regular, color: INK });
  const columnWidth = (PAGE.width - 2 * MARGIN) / 6;
  const header = hexColor(input.brand.accent);
  for (let i = 0; i < 6; i++) {
    const month = (half - 1) * 6 + i;
    const x = MARGIN + i * columnWidth;
    // The authority's colour with black or white text, whichever reads on it (hexColor).
    page.drawRectangle({ x, y: GRID_TOP - HEADER_ROW, width: columnWidth, height: HEADER_ROW, color: header.fill });
    page.drawText(MONTHS[month]!, { x: x + 4, y: GRID_TOP - HEADER_ROW + 4.5, size: 9, font: fonts.bold, color: header.text });
    const days = new Date(Date.UTC(input.year, month + 1, 0)).getUTCDate();
    for (let d = 1; d <= 31; d++) {
      const y = GRID_TOP - HEADER_ROW - d * ROW;
      if (d > days) {
        page.drawRectangle({ x, y, width: columnWidth, height: ROW, color: NO_DAY });
        continue;
      }
      const day = Date.UTC(input.year, month, d);
      const weekday = new Date(day).getUTCDay();
      const holiday = input.holidays.get(day);
      if (holiday) holidayRow(page, x, y, columnWidth);
      else if (weekday === 0 || weekday === 6) page.drawRectangle({ x, y, width: columnWidth, height: ROW, color: WEEKEND });
      page.drawText(`${WEEKDAYS[weekday]} ${String(d).padStart(2, '0')}`, { x: x + 3, y: y + 4.2, size: 7, font: weekday === 0 || holiday ? fonts.bold : fonts.regular, color: INK });
      let cx = x + 26;
      for (const c of byDay.get(day) ?? []) cx += codeBox(page, fonts, c, cx, y);
      if (holiday) fittedText(page, fonts.regular, `Feiertag: ${holiday}`, cx + 1, y + 4.4, x + columnWidth - 3 - (cx + 1));
    }
    page.drawRectangle({ x, y: GRID_TOP - HEADER_ROW - 31 * ROW, width: columnWidth, height: 31 * ROW + HEADER_ROW, borderColor: RULE, borderWidth: 0.6 });
  }
}

function drawLegend(page: PDFPage, fonts: Fonts, input: CalendarPdfInput) {
  const types = new Map<number, Collection>();
  for (const c of input.collections) if (!types.has(c.wasteTypeId)) types.set(c.wasteTypeId, c);
  let x = MARGIN;
  const y = MARGIN + 10;
  page.drawText('Legende:', { x, y: y + 4.4, size: 8, font: fonts.bold, color: INK });
  x += fonts.bold.widthOfTextAtSize('Legende:', 8) + 6;
  for (const c of [...types.values()].sort((a, b) => a.wasteType.localeCompare(b.wasteType, 'de'))) {
    x += codeBox(page, fonts, { ...c, shifted: false }, x, y);
    page.drawText(c.wasteType, { x: x + 1, y: y + 4.4, size: 8, font: fonts.regular, color: INK });
    x += fonts.regular.widthOfTextAtSize(c.wasteType, 8) + 12;
  }
  const shiftText = `${SHIFT_MARK} Termin wegen eines Feiertags verschoben`;
  page.drawText(shiftText, { x, y: y + 4.4, size: 8, font: fonts.regular, color: INK });
  x += fonts.regular.widthOfTextAtSize(shiftText, 8) + 12;
  holidayRow(page, x, y, 14);
  page.drawText('Feiertag', { x: x + 17, y: y + 4.4, size: 8, font: fonts.regular, color: INK });
  const stand = `Stand: ${germanDay(input.today)} · ${input.brand.name}`;
  page.drawText(stand, { x: MARGIN, y: MARGIN - 8, size: 7, font: fonts.regular, color: MUTED });
}

export async function renderCalendarPdf(input: CalendarPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Abfuhrkalender ${input.year} – ${input.place}`);
  doc.setLanguage('de-DE');
  doc.setCreator(`Bürgerportal ${input.brand.name}`);
  doc.setCreationDate(new Date(input.today));
  doc.setModificationDate(new Date(input.today));
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  // Both Helveticas share one character set.
  const shown = (text: string): string => encodable(fonts.regular, text);
  const printable: CalendarPdfInput = {
    ...input,
    place: shown(input.place),
    collections: input.collections.map((c) => ({ ...c, wasteType: shown(c.wasteType), code: shown(c.code) })),
    brand: { ...input.brand, name: shown(input.brand.name) },
    holidays: new Map([...input.holidays].map(([day, name]) => [day, shown(name)])),
  };
  const byDay = new Map<number, Collection[]>();
  for (const c of printable.collections) byDay.set(c.day, [...(byDay.get(c.day) ?? []), c]);
  for (const half of input.half ? [input.half] : ([1, 2] as const)) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    drawHalf(page, fonts, printable, half, byDay);
    drawLegend(page, fonts, printable);
  }
  return doc.save();
}
