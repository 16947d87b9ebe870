/** MoeglicheGefaesse(chipReferenzNr): containers of the session's objects with exactly that chip. */
import { isSold, ownedObjects } from '../../auth/objects';
import { reqStr } from './params';
import type { FunctionHandler } from './types';

export const MoeglicheGefaesse: FunctionHandler = {
  auth: 'session',
  run(ctx) {
    const chip = reqStr(ctx.params, 'chipReferenzNr').trim();
    // Container lookup serves a new claim: a sold object's containers are not offered any more.
    const own = ownedObjects(ctx.db, ctx.session!).filter((o) => !isSold(o, ctx.now)).map((o) => o.id);
    const rows = ctx.db
      .prepare(
        `SELECT g."GefaesseId" AS GefaesseId, COALESCE(a."Name", '') AS AbfallartName, COALESCE(v."VolumenWert", 0) AS VolumenWert
         FROM "Gefaesse" g
         LEFT JOIN "Abfallarten" a ON a."AbfallartenId" = g."Abfallart__fk"
         LEFT JOIN "Volumen" v ON v."VolumenId" = g."Volumen__fk"
         WHERE g."ChipReferenzNr" = ? AND g."Objekt__fk" IN (SELECT value FROM json_each(?))
         ORDER BY g."GefaesseId"`,
      )
      .all(chip, JSON.stringify(own)) as { GefaesseId: number; AbfallartName: string; VolumenWert: number }[];
    return { body: { d: { results: rows.map((r) => ({ __metadata: { type: 'Abfall.Portal.MoeglichesGefaess' }, ...r })) } } };
  },
};
