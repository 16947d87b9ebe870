/**
 * The backend's PDFs (fee notices, change notices, account statements) with pdf-lib: A4, the
 * standard Helvetica in WinAnsi encoding (covers German umlauts, ß and €), as many pages as the
 * lines need. The bytes depend only on the content and the given date, so a document rendered
 * twice is the same file (its stored size stays true).
 */
import type { PDFFont, PDFPage } from 'pdf-lib';

/** A line of text, optionally with an amount printed right-aligned in the same row. */
export interface PdfLine {
  text: string;
  amount?: string;
  bold?: boolean;
  /** Extra space above the line (a new block). */
  gap?: boolean;
}

export interface PdfOptions {
  /** Creation date written into the file (default: the Unix epoch, to stay reproducible). */
  date?: Date;
  /** Shown small above the title (the authority's name). */
  header?: string;
  /** The authority's colour (#rrggbb): a rule under the header, decoration only, never text. */
  accent?: string;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const SIZE = 11;
const LEADING = 16;

/** Characters outside WinAnsi would make pdf-lib throw; they become '?' instead. */
export function encodable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/\t/g, ' ')].map((c) => (known.has(c.codePointAt(0)!) ? c : '?')).join('');
}

/** Splits a text into lines that fit `width` at `size`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current === '' ? word : `${current} ${word}`;
    if (current !== '' && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  lines.push(current);
  return lines;
}

export async function renderPdf(title: string, lines: readonly (string | PdfLine)[], options: PdfOptions = {}): Promise<Buffer> {
  // pdf-lib loads with the first PDF, not with the server: a restart on an archived database renders none.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const date = options.date ?? new Date(0);
  pdf.setTitle(title);
  pdf.setCreator('Bürgerportal Abfallwirtschaft');
  pdf.setProducer('Bürgerportal Abfallwirtschaft');
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  const regular = pdf.embedStandardFont(StandardFonts.Helvetica);
  const bold = pdf.embedStandardFont(StandardFonts.HelveticaBold);
  const textWidth = PAGE.width - 2 * MARGIN;
  const amountWidth = 110;

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const newPageIfNeeded = (): void => {
    if (y >= MARGIN + LEADING) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };

  if (options.header) {
    page.drawText(encodable(regular, options.header), { x: MARGIN, y, size: 9, font: regular, color: rgb(0.3, 0.3, 0.3) });
    y -= 24;
  }
  const accent = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(options.accent ?? '');
  if (accent) {
    const [r, g, b] = accent.slice(1).map((h) => parseInt(h, 16) / 255) as [number, number, number];
    page.drawRectangle({ x: MARGIN, y: y + 12, width: textWidth, height: 3, color: rgb(r, g, b) });
    y -= 6;
  }
  for (const row of wrap(bold, encodable(bold, title), 16, textWidth)) {
    page.drawText(row, { x: MARGIN, y, size: 16, font: bold });
    y -= 22;
  }
  y -= 8;

  for (const entry of lines) {
    const line: PdfLine = typeof entry === 'string' ? { text: entry } : entry;
    const font = line.bold ? bold : regular;
    if (line.gap) y -= LEADING / 2;
    const width = line.amount === undefined ? textWidth : textWidth - amountWidth;
    const rows = wrap(font, encodable(font, line.text), SIZE, width);
    rows.forEach((text, i) => {
      newPageIfNeeded();
      page.drawText(text, { x: MARGIN, y, size: SIZE, font });
      if (i === 0 && line.amount !== undefined) {
        const amount = encodable(font, line.amount);
        page.drawText(amount, { x: PAGE.width - MARGIN - font.widthOfTextAtSize(amount, SIZE), y, size: SIZE, font });
      }
      y -= LEADING;
    });
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
