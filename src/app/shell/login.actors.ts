/**
 * The login's calls (IdZumMasterLogin, then PruefePasswort with the hashed password; or
 * AnmeldungOhnePasswort), through the capability gate the dialog hands in: a function the
 * authority lacks fails like wrong credentials.
 */
import { fromPromise } from "xstate";
import type { CapabilityGate } from "../../api/gate";
import { toLoginResult } from "../../session/login-result";
import { hashPassword } from "../../session/password-hash";
import type { LoginResult } from "../../session/types";
import {
  CredentialsError,
  type CheckPasswordInput,
  type LoginWithoutPasswordInput,
  type LookupIdInput,
} from "./login.machine";

/** `gate` gives the gate at the moment of the call: the capabilities may arrive after the dialog opened. */
export function createLoginActors(gate: () => CapabilityGate) {
  const lookupId = fromPromise<number, LookupIdInput>(
    async ({ input, signal }) => {
      const lookup = gate().fn("IdZumMasterLogin");
      if (!lookup) throw new CredentialsError();
      const id = await lookup(
        { benutzerkennung: input.benutzerkennung },
        { signal }
      );
      if (id === null || id === undefined || id === 0)
        throw new CredentialsError();
      return id;
    }
  );

  const checkPassword = fromPromise<LoginResult, CheckPasswordInput>(
    async ({ input, signal }) => {
      const check = gate().fn("PruefePasswort");
      if (!check) throw new CredentialsError();
      const hash = await hashPassword(input.password);
      const answer = await check(
        { id: input.id, hash, benutzerkennung: input.benutzerkennung },
        { signal }
      );
      if (!answer?.EncryptedData) throw new CredentialsError();
      return toLoginResult(answer);
    }
  );

  const loginWithoutPassword = fromPromise<
    LoginResult,
    LoginWithoutPasswordInput
  >(async ({ input, signal }) => {
    const login = gate().fn("AnmeldungOhnePasswort");
    if (!login) throw new CredentialsError();
    const answer = await login(input, { signal });
    if (!answer?.EncryptedData) throw new CredentialsError();
    return toLoginResult(answer);
  });
  return { lookupId, checkPassword, loginWithoutPassword };
}
