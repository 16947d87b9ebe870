/**
 * The real I/O of the claim dialog (SPEC.md section 7: MoeglicheGefaesse, LegeReklamationAngemeldetAn).
 * Use: `claimMachine.provide({ actors: claimActors })`.
 */
import { fromPromise } from 'xstate';
import { api } from '../../api/client';
import type { ContainerMatch, SubmitClaimInput } from './claim.machine';

class UnavailableError extends Error {}

export const claimActors = {
  lookupContainer: fromPromise<ContainerMatch[], { chipReferenzNr: string }>(async ({ input, signal }) => {
    if (!api.MoeglicheGefaesse) throw new UnavailableError('MoeglicheGefaesse');
    return api.MoeglicheGefaesse({ chipReferenzNr: input.chipReferenzNr }, { signal });
  }),
  submitClaim: fromPromise<number, SubmitClaimInput>(async ({ input, signal }) => {
    if (!api.LegeReklamationAngemeldetAn) throw new UnavailableError('LegeReklamationAngemeldetAn');
    const claim = await api.LegeReklamationAngemeldetAn(input.params, { signal, files: input.files, idempotencyKey: input.idempotencyKey });
    if (!claim?.ReklamationenId) throw new Error('no claim id');
    return claim.ReklamationenId;
  }),
};
