/**
 * AnmeldungOhnePasswort(kassenzeichen, objektNr): community access limited to one object, offered
 * only where the authority's profile is `community` (config `communityAccess`). Elsewhere it answers
 * 404 like a function the portal does not have: both numbers are printed on every fee notice.
 */
import { assertLoginAllowed, clearFailures, recordFailure } from '../../auth/rate-limit';
import { issueLogin } from '../../auth/login-result';
import { ApiError, unprocessable } from '../../errors';
import { reqStr } from './params';
import type { FunctionHandler } from './types';

export const AnmeldungOhnePasswort: FunctionHandler = {
  auth: 'public',
  ignoresToken: true,
  run(ctx) {
    if (!ctx.config.communityAccess) throw new ApiError(404, 'not-found', 'Die Anmeldung ohne Passwort bietet dieses Portal nicht an.');
    const kassenzeichen = reqStr(ctx.params, 'kassenzeichen').trim();
    const objektNr = reqStr(ctx.params, 'objektNr').trim();
    const subjects = { identifier: `kz:${kassenzeichen.toLowerCase()}`, client: ctx.client };
    assertLoginAllowed(ctx.db, subjects, ctx.now);
    const row = ctx.db
      .prepare(`SELECT "ObjekteId" AS id, "EigentuemerAdressenObj__fk" AS owner FROM "Objekte" WHERE "Kassenzeichen" = ? AND "ObjektNr" = ?`)
      .get(kassenzeichen, objektNr) as { id: number; owner: number | null } | undefined;
    if (!row || row.owner === null) {
      recordFailure(ctx.db, subjects, ctx.now);
      throw unprocessable('credentials', 'Kassenzeichen oder Objektnummer ist falsch.');
    }
    clearFailures(ctx.db, subjects);
    return issueLogin(ctx, { addressId: row.owner, objectId: row.id, requestedChanges: null });
  },
};
