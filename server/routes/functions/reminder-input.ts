/**
 * The settings every reminder is made of, checked alike for push (Registrieren) and e-mail
 * (RegistriereEmailErinnerung): a street of the town, one of the offered lead times
 * (Vorlaufzeiten) and at least one known waste type, stored sorted and comma-joined.
 */
import { unprocessable } from '../../errors';
import { reqInt, reqStr, str } from './params';
import type { FunctionContext } from './types';

export interface ReminderSettings {
  ort: number;
  ortsteil: string | null;
  strasse: number;
  hausNr: string;
  hausNrZus: string;
  vorlaufzeit: number;
  /** Waste type ids, sorted, comma-joined. */
  abfallarten: string;
}

export function reminderSettings(ctx: FunctionContext): ReminderSettings {
  const ort = reqInt(ctx.params, 'ort');
  const strasse = reqInt(ctx.params, 'strasse');
  const street = ctx.db.prepare(`SELECT 1 FROM "Strassen" WHERE "StrassenId" = ? AND "Ort__fk" = ?`).get(strasse, ort);
  if (!street) throw unprocessable('strasse', 'Diese Straße gibt es in dem gewählten Ort nicht.');
  const vorlaufzeit = reqInt(ctx.params, 'vorlaufzeit');
  if (!ctx.db.prepare(`SELECT 1 FROM "Vorlaufzeiten" WHERE "Stunden" = ?`).get(vorlaufzeit)) {
    throw unprocessable('vorlaufzeit', 'Diese Vorlaufzeit wird nicht angeboten.');
  }
  const parts = reqStr(ctx.params, 'abfallarten')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const known = ctx.db.prepare(`SELECT 1 FROM "Abfallarten" WHERE "AbfallartenId" = ?`);
  const ids = [...new Set(parts.map(Number))].sort((a, b) => a - b);
  if (ids.length === 0 || parts.some((p) => !/^\d{1,9}$/.test(p)) || ids.some((id) => !known.get(id))) {
    throw unprocessable('abfallarten', 'Bitte wählen Sie mindestens eine angebotene Abfallart.');
  }
  return {
    ort,
    ortsteil: str(ctx.params, 'ortsteil'),
    strasse,
    hausNr: str(ctx.params, 'hausNr') ?? '',
    hausNrZus: str(ctx.params, 'hausNrZus') ?? '',
    vorlaufzeit,
    abfallarten: ids.join(','),
  };
}
