/**
 * IdZumMasterLogin(benutzerkennung): the id PruefePasswort expects for this identifier. It is the
 * same kind of number whether the identifier exists or not, and lookups are limited per address,
 * so the function cannot be used to find out which identifiers exist.
 */
import { loginId } from '../../auth/passwords';
import { consumeRate, LOOKUP_LIMIT } from '../../auth/rate-limit';
import { reqStr } from './params';
import { valueResult, type FunctionHandler } from './types';

export const IdZumMasterLogin: FunctionHandler = {
  auth: 'public',
  ignoresToken: true,
  run(ctx) {
    const login = reqStr(ctx.params, 'benutzerkennung');
    consumeRate(ctx.db, LOOKUP_LIMIT, ctx.client, ctx.now);
    return valueResult(ctx, loginId(ctx.secret, login));
  },
};
