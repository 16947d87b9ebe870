/**
 * A visitor names an object by Kassenzeichen and Objektnummer (the public bin request and its chip
 * lookup). That pair is what a guesser would try: the lookup is limited like a login on that
 * Kassenzeichen, a wrong pair counts as a failed login, and every call uses up the function's rate
 * per address. The registration uses it too, where an object without an owner, or sold, names
 * nobody (`names`), which counts as a wrong pair.
 */
import { assertLoginAllowed, consumeRate, recordFailure, type RateLimit } from '../../auth/rate-limit';
import { unprocessable } from '../../errors';
import { reqStr } from './params';
import type { FunctionContext } from './types';

export interface VisitorObject {
  id: number;
  /** EigentuemerBis (wire instant) of a sold object, else null. */
  bis: number | null;
  /** The owner's address (EigentuemerAdressenObj), if any. */
  owner: number | null;
}

export function visitorObject(
  ctx: FunctionContext,
  kassenzeichen: string,
  objektNr: string,
  limit: RateLimit,
  names: (object: VisitorObject) => boolean = () => true,
): VisitorObject {
  const subjects = { identifier: `kz:${kassenzeichen.toLowerCase()}`, client: ctx.client };
  assertLoginAllowed(ctx.db, subjects, ctx.now);
  consumeRate(ctx.db, limit, ctx.client, ctx.now);
  const object = ctx.db
    .prepare(`SELECT "ObjekteId" AS id, "EigentuemerBis" AS bis, "EigentuemerAdressenObj__fk" AS owner FROM "Objekte" WHERE "Kassenzeichen" = ? AND "ObjektNr" = ?`)
    .get(kassenzeichen, objektNr) as VisitorObject | undefined;
  if (!object || !names(object)) {
    recordFailure(ctx.db, subjects, ctx.now);
    throw unprocessable('objekt', 'Zu Kassenzeichen und Objektnummer wurde kein Grundstück gefunden.');
  }
  return object;
}

/** What a visitor types to name the object and reach them; trimmed, as pasted values bring blanks. */
export interface VisitorIdentity {
  kassenzeichen: string;
  objektNr: string;
  name: string;
  email: string;
}

/**
 * The four required parameters the bin request and the registration share. `emailParam` is the
 * address parameter's name in the function's metadata (`eMail` or `email`).
 */
export function visitorIdentity(ctx: FunctionContext, emailParam: 'eMail' | 'email'): VisitorIdentity {
  const text = (param: string): string => reqStr(ctx.params, param).trim();
  return { kassenzeichen: text('kassenzeichen'), objektNr: text('objektNr'), name: text('name'), email: text(emailParam) };
}
