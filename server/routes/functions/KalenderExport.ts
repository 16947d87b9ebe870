/**
 * KalenderExport(orteId, strassenId, von, bis, erinnerung?): the street's collection dates as an
 * iCalendar (RFC 5545) text, returned as the function's string value.
 */
import { reqInt } from './params';
import { valueResult, type FunctionHandler } from './types';

function icsDate(wireMs: number): string {
  const d = new Date(wireMs);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

function icsText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

export const KalenderExport: FunctionHandler = {
  auth: 'public',
  run(ctx) {
    const ort = reqInt(ctx.params, 'orteId');
    const strasse = reqInt(ctx.params, 'strassenId');
    const von = reqInt(ctx.params, 'von');
    const bis = reqInt(ctx.params, 'bis');
    const reminder = ctx.params.erinnerung === true;
    const rows = ctx.db
      .prepare(
        `SELECT t."AbfuhrtermineId" AS id, t."Termin" AS termin, t."Hinweis" AS hinweis, a."Name" AS abfallart, s."Name" AS strasse
         FROM "Abfuhrtermine" t
         JOIN "Strassen" s ON s."StrassenId" = t."Strasse__fk"
         LEFT JOIN "Abfuhrplaene" p ON p."AbfuhrplaeneId" = t."Abfuhrplan__fk"
         LEFT JOIN "GefaesstarifArten" g ON g."GefaesstarifArtenId" = p."GefaesstarifArt__fk"
         LEFT JOIN "Abfallarten" a ON a."AbfallartenId" = g."Abfallart__fk"
         WHERE t."Strasse__fk" = ? AND s."Ort__fk" = ? AND t."Termin" >= ? AND t."Termin" <= ?
         ORDER BY t."Termin", a."Name"`,
      )
      .all(strasse, ort, von, bis) as { id: number; termin: number; hinweis: string | null; abfallart: string | null; strasse: string }[];
    const stamp = `${icsDate(ctx.now)}T000000Z`;
    const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Abfallwirtschaftsverband Mittelland//Buergerportal//DE', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
    const seen = new Set<string>();
    for (const r of rows) {
      // One event per waste type and day, even when several container sizes share the date.
      const key = `${r.termin}-${r.abfallart}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const day = icsDate(r.termin);
      const next = icsDate(r.termin + 86_400_000);
      lines.push('BEGIN:VEVENT', `UID:abfuhr-${r.id}@awv-mittelland.example`, `DTSTAMP:${stamp}`, `DTSTART;VALUE=DATE:${day}`, `DTEND;VALUE=DATE:${next}`);
      lines.push(`SUMMARY:${icsText(`Abfuhr ${r.abfallart ?? 'Abfall'}`)}`);
      lines.push(`DESCRIPTION:${icsText([r.strasse, r.hinweis].filter(Boolean).join(' – '))}`, 'TRANSP:TRANSPARENT');
      if (reminder) {
        lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${icsText(`Morgen: ${r.abfallart ?? 'Abfuhr'}`)}`, 'TRIGGER:-PT6H', 'END:VALARM');
      }
      lines.push('END:VEVENT');
    }
    lines.push('END:VCALENDAR');
    return valueResult(ctx, lines.join('\r\n') + '\r\n');
  },
};
