/**
 * The real AktualisiereStammdaten call of the master-data and password dialogs. Hashing happens in
 * `stammdatenParams`; the answer becomes the session's UPDATE payload.
 * The call goes to the client given (the portal's API by default; tests give a fake).
 * Use: `settingsMachine.provide({ actors: masterDataActors })` (same for passwordMachine).
 */
import { fromPromise } from 'xstate';
import { api } from '../api/client';
import { gate, type ClientLike } from '../api/gate';
import { toLoginResult } from '../session/login-result';
import { stammdatenParams, type SaveMasterDataInput, type SaveMasterDataOutput } from './master-data';

export const createMasterDataActors = (client: ClientLike = api) => ({
  saveMasterData: fromPromise<SaveMasterDataOutput, SaveMasterDataInput>(async ({ input, signal }) => {
    const save = gate(client).fn('AktualisiereStammdaten');
    if (!save) throw new Error('AktualisiereStammdaten is not available');
    const answer = await save(await stammdatenParams(input), { signal });
    if (!answer?.EncryptedData) throw new Error('no login result');
    return toLoginResult(answer);
  }),
});

/** Over the portal's API. */
export const masterDataActors = createMasterDataActors();
