/** Abmelden: the server forgets the session, so a copied token is worthless after logout. */
import { deleteSession } from '../../auth/sessions';
import { valueResult, type FunctionHandler } from './types';

export const Abmelden: FunctionHandler = {
  auth: 'session',
  run(ctx) {
    if (ctx.session) deleteSession(ctx.db, ctx.session.tokenHash);
    return valueResult(ctx, true);
  },
};
