/** Kontoauszug(objekteId, von, bis): bookings of one of the session's objects in a period. */
import { assertOwnObject } from '../../auth/objects';
import { collectionResult } from '../../engine';
import { reqInt } from './params';
import type { FunctionHandler } from './types';

export const Kontoauszug: FunctionHandler = {
  auth: 'session',
  run(ctx) {
    const objectId = reqInt(ctx.params, 'objekteId');
    const own = assertOwnObject(ctx.db, ctx.session!, objectId);
    const von = reqInt(ctx.params, 'von');
    // `bis` is a day: include the whole day; of a sold object nothing after the end of ownership.
    const bis = reqInt(ctx.params, 'bis');
    const bisEnd = Math.min(bis % 86_400_000 === 0 ? bis + 86_399_999 : bis, own.readableUntil ?? Infinity);
    if (!ctx.query.has('$orderby')) ctx.query.set('$orderby', 'Buchungsdatum desc');
    return collectionResult(ctx, 'Buchungen', {
      sql: `t0."Objekt__fk" = ? AND t0."Buchungsdatum" >= ? AND t0."Buchungsdatum" <= ?`,
      params: [objectId, von, bisEnd],
    });
  },
};
