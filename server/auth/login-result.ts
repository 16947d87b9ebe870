/** The `Anmeldeergebnis` complex value returned by every login-like function. */
import { createSession } from './sessions';
import { toWireMs, wireDate } from '../time';
import type { FunctionContext, FunctionResult } from '../function-contract';

export interface LoginOptions {
  addressId: number;
  objectId: number | null;
  requestedChanges: string | null;
}

export function issueLogin(ctx: FunctionContext, options: LoginOptions): FunctionResult {
  const { token, session } = createSession(ctx.db, options.addressId, options.objectId, ctx.now, ctx.config.sessionLifetimeMs);
  const requested = options.requestedChanges && options.requestedChanges.trim() !== '' ? options.requestedChanges : null;
  return {
    body: {
      d: {
        [ctx.fn.name]: {
          __metadata: { type: 'Abfall.Portal.Anmeldeergebnis' },
          EncryptedData: token,
          Expiration: wireDate(toWireMs(session.expiresMs)),
          RequestedChanges: requested,
          IsPasswordChangeRequested: requested !== null && requested.split(',').map((s) => s.trim()).includes('Passwort'),
          BenutzerAdresse: options.addressId,
          ZusatzKennung: options.objectId === null ? null : String(options.objectId),
        },
      },
    },
  };
}
