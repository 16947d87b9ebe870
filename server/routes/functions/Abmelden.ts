/** Abmelden: the server forgets the session (SECURITY-CHECKLIST, Session). */
import { deleteSession } from '../../auth/sessions';
import { valueResult, type FunctionHandler } from './types';

export const Abmelden: FunctionHandler = {
  auth: 'session',
  run(ctx) {
    if (ctx.session) deleteSession(ctx.db, ctx.session.tokenHash);
    return valueResult(ctx, true);
  },
};
