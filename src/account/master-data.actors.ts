/**
 * The real AktualisiereStammdaten call of the master-data and password dialogs. Hashing happens in
 * `stammdatenParams`; the answer becomes the session's UPDATE payload.
 * Use: `settingsMachine.provide({ actors: masterDataActors })` (same for passwordMachine).
 */
import { fromPromise } from 'xstate';
import { gate } from '../api/gate';
import { toLoginResult } from '../session/login-result';
import { stammdatenParams, type SaveMasterDataInput, type SaveMasterDataOutput } from './master-data';

export const masterDataActors = {
  saveMasterData: fromPromise<SaveMasterDataOutput, SaveMasterDataInput>(async ({ input, signal }) => {
    const save = gate().fn('AktualisiereStammdaten');
    if (!save) throw new Error('AktualisiereStammdaten is not available');
    const answer = await save(await stammdatenParams(input), { signal });
    if (!answer?.EncryptedData) throw new Error('no login result');
    return toLoginResult(answer);
  }),
};
