/**
 * PruefePasswortLink(token): whether a reset link still works, asked when its page opens, so a used
 * or expired link says so at once instead of after the resident typed the new password twice.
 * Answers true or false and uses nothing up; the tries count against the address like setting one.
 */
import { resetTokenValid } from '../../auth/password-reset';
import { consumeRate } from '../../auth/rate-limit';
import { reqStr } from './params';
import { RESET_SET_LIMIT } from './SetzePasswortZurueck';
import { valueResult, type FunctionHandler } from './types';

export const PruefePasswortLink: FunctionHandler = {
  auth: 'public',
  ignoresToken: true,
  run(ctx) {
    const token = reqStr(ctx.params, 'token').trim();
    consumeRate(ctx.db, RESET_SET_LIMIT, ctx.client, ctx.now);
    return valueResult(ctx, resetTokenValid(ctx.db, token, ctx.now));
  },
};
