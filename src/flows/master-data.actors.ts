/**
 * The real AktualisiereStammdaten call of the master-data and password dialogs. Hashing happens in
 * `stammdatenParams`; the answer becomes the session's UPDATE payload.
 * Use: `settingsMachine.provide({ actors: masterDataActors })` (same for passwordMachine).
 */
import { fromPromise } from 'xstate';
import { api } from '../api/client';
import { toLoginResult } from '../session/login-result';
import { stammdatenParams, type SaveMasterDataInput, type SaveMasterDataOutput } from './master-data';

export const masterDataActors = {
  saveMasterData: fromPromise<SaveMasterDataOutput, SaveMasterDataInput>(async ({ input, signal }) => {
    if (!api.AktualisiereStammdaten) throw new Error('AktualisiereStammdaten is not available');
    const answer = await api.AktualisiereStammdaten(await stammdatenParams(input), { signal });
    if (!answer?.EncryptedData) throw new Error('no login result');
    return toLoginResult(answer);
  }),
};
