/**
 * MoeglicheGefaesse(chipReferenzNr[, kassenzeichen, objektNr]): the containers with exactly that chip
 * of the objects the caller may speak for: a session's own objects, or, for a visitor (the public
 * bin request), the one object named by Kassenzeichen and Objektnummer. A visitor's lookup is
 * limited per address and a wrong pair counts as a failed login on that Kassenzeichen, so the
 * lookup cannot be used to guess identities or to list other people's bins.
 */
import { isSold, ownedObjects } from '../../auth/objects';
import { LOOKUP_LIMIT } from '../../auth/rate-limit';
import type { Db } from '../../db';
import { forbidden } from '../../errors';
import { wireDay } from '../../time';
import { reqStr, str } from './params';
import type { FunctionContext, FunctionHandler } from './types';
import { visitorObject } from './visitor-object';

function visitorObjects(ctx: FunctionContext): number[] {
  const kassenzeichen = str(ctx.params, 'kassenzeichen')?.trim() ?? '';
  const objektNr = str(ctx.params, 'objektNr')?.trim() ?? '';
  if (kassenzeichen === '' || objektNr === '') throw forbidden('Bitte melden Sie sich an.');
  const object = visitorObject(ctx, kassenzeichen, objektNr, LOOKUP_LIMIT);
  return object.bis !== null && object.bis < wireDay(ctx.now) ? [] : [object.id];
}

function binsWithChip(db: Db, chip: string, objectIds: readonly number[]) {
  return db
    .prepare(
      `SELECT g."GefaesseId" AS GefaesseId, COALESCE(a."Name", '') AS AbfallartName, COALESCE(v."VolumenWert", 0) AS VolumenWert
       FROM "Gefaesse" g
       LEFT JOIN "Abfallarten" a ON a."AbfallartenId" = g."Abfallart__fk"
       LEFT JOIN "Volumen" v ON v."VolumenId" = g."Volumen__fk"
       WHERE g."ChipReferenzNr" = ? AND g."Objekt__fk" IN (SELECT value FROM json_each(?))
       ORDER BY g."GefaesseId"`,
    )
    .all(chip, JSON.stringify(objectIds)) as { GefaesseId: number; AbfallartName: string; VolumenWert: number }[];
}

export const MoeglicheGefaesse: FunctionHandler = {
  auth: 'public',
  run(ctx) {
    const chip = reqStr(ctx.params, 'chipReferenzNr').trim();
    // Container lookup serves a new claim or request: a sold object's containers are not offered any more.
    const objects = ctx.session ? ownedObjects(ctx.db, ctx.session).filter((o) => !isSold(o, ctx.now)).map((o) => o.id) : visitorObjects(ctx);
    const rows = binsWithChip(ctx.db, chip, objects);
    return { body: { d: { results: rows.map((r) => ({ __metadata: { type: 'Abfall.Portal.MoeglichesGefaess' }, ...r })) } } };
  },
};
