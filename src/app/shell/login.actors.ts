/**
 * The real calls of the login flow, over the client they are given (the portal's API by default):
 * IdZumMasterLogin, then PruefePasswort with the password's SHA-256; AnmeldungOhnePasswort for
 * community profiles. A function the backend lacks, or an answer without an id or a login result,
 * is a `CredentialsError`. Use: `loginMachine.provide({ actors: loginActors })`.
 */
import { fromPromise } from 'xstate';
import { api } from '../../api/client';
import { gate, type ClientLike } from '../../api/gate';
import { toLoginResult } from '../../session/login-result';
import { hashPassword } from '../../session/password-hash';
import type { LoginResult } from '../../session/types';
import { CredentialsError, type CheckPasswordInput, type LoginWithoutPasswordInput, type LookupIdInput } from './login.machine';

export function createLoginActors(client: ClientLike = api) {
  return {
    lookupId: fromPromise<number, LookupIdInput>(async ({ input, signal }) => {
      const lookup = gate(client).fn('IdZumMasterLogin');
      if (!lookup) throw new CredentialsError();
      const id = await lookup({ benutzerkennung: input.benutzerkennung }, { signal });
      if (id === null || id === undefined || id === 0) throw new CredentialsError();
      return id;
    }),
    checkPassword: fromPromise<LoginResult, CheckPasswordInput>(async ({ input, signal }) => {
      const check = gate(client).fn('PruefePasswort');
      if (!check) throw new CredentialsError();
      const hash = await hashPassword(input.password);
      const answer = await check({ id: input.id, hash, benutzerkennung: input.benutzerkennung }, { signal });
      if (!answer?.EncryptedData) throw new CredentialsError();
      return toLoginResult(answer);
    }),
    loginWithoutPassword: fromPromise<LoginResult, LoginWithoutPasswordInput>(async ({ input, signal }) => {
      const login = gate(client).fn('AnmeldungOhnePasswort');
      if (!login) throw new CredentialsError();
      const answer = await login(input, { signal });
      if (!answer?.EncryptedData) throw new CredentialsError();
      return toLoginResult(answer);
    }),
  };
}

/** Over the portal's API: one set for the app, so the dialog's machine stays the same object. */
export const loginActors = createLoginActors();
