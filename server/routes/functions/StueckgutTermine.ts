/**
 * StueckgutTermine(objekteId, stueckgutAuftragsartenId): the pick-up dates offered for the
 * object's street under the type's Terminvorgaben, each with its capacity and the places left
 * (server/dump/schedule.ts). The portal offers exactly these; the order function accepts no other.
 */
import { assertOwnObject } from '../../auth/objects';
import { orderType } from '../../dump/order-input';
import { offeredDates, parseDateRules, streetOf } from '../../dump/schedule';
import { wireDate, wireDay } from '../../time';
import { reqInt } from './params';
import type { FunctionHandler } from './types';

export const StueckgutTermine: FunctionHandler = {
  auth: 'session',
  run(ctx) {
    const objectId = reqInt(ctx.params, 'objekteId');
    assertOwnObject(ctx.db, ctx.session!, objectId);
    const type = orderType(ctx.db, reqInt(ctx.params, 'stueckgutAuftragsartenId'));
    const dates = offeredDates(ctx.db, type.id, parseDateRules(type.rules), streetOf(ctx.db, objectId), wireDay(ctx.now));
    const results = dates.map((d) => ({ __metadata: { type: 'Abfall.Portal.StueckgutTermin' }, Datum: wireDate(d.day), Frei: d.free, Kapazitaet: d.capacity }));
    return { body: { d: { results } } };
  },
};
