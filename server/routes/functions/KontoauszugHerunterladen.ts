/** KontoauszugHerunterladen(objekteId, von, bis): the statement of one of the session's objects as PDF. */
import { assertOwnObject } from '../../auth/objects';
import { badRequest } from '../../errors';
import { renderStatement } from '../../statement';
import { wireDay } from '../../time';
import { germanDay } from '../../time';
import { fileResult } from './file-result';
import { reqInt } from './params';
import type { FunctionHandler } from './types';

export const KontoauszugHerunterladen: FunctionHandler = {
  auth: 'session',
  async run(ctx) {
    const objectId = reqInt(ctx.params, 'objekteId');
    const own = assertOwnObject(ctx.db, ctx.session!, objectId);
    const von = reqInt(ctx.params, 'von');
    const bis = reqInt(ctx.params, 'bis');
    if (bis < von) throw badRequest('Das Ende des Zeitraums liegt vor seinem Anfang.');
    // `bis` is a day: the whole day counts; of a sold object nothing after the end of ownership.
    const bisEnd = Math.min(bis % 86_400_000 === 0 ? bis + 86_399_999 : bis, own.readableUntil ?? Infinity);
    const bytes = await renderStatement(ctx.db, objectId, von, bisEnd, wireDay(ctx.now), ctx.config.brand);
    const kz = (ctx.db.prepare(`SELECT "Kassenzeichen" AS kz FROM "Objekte" WHERE "ObjekteId" = ?`).get(objectId) as { kz: string | null }).kz;
    const name = `Kontoauszug_${kz ?? objectId}_${germanDay(von)}-${germanDay(bis)}.pdf`;
    return fileResult(ctx, name, 'application/pdf', bytes);
  },
};
