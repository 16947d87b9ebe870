/**
 * The real I/O of the claim dialog (SPEC.md section 7: MoeglicheGefaesse, Gebiete,
 * LegeReklamationAngemeldetAn). Use: `claimMachine.provide({ actors: claimActors })`.
 */
import { fromPromise } from 'xstate';
import { api } from '../api/client';
import type { ContainerMatch, Region, SubmitClaimInput } from './claim.machine';

class UnavailableError extends Error {}

export const claimActors = {
  lookupContainer: fromPromise<ContainerMatch[], { chipReferenzNr: string }>(async ({ input, signal }) => {
    if (!api.MoeglicheGefaesse) throw new UnavailableError('MoeglicheGefaesse');
    return api.MoeglicheGefaesse({ chipReferenzNr: input.chipReferenzNr }, { signal });
  }),
  loadRegions: fromPromise<Region[], void>(async ({ signal }) => {
    if (!api.Gebiete) throw new UnavailableError('Gebiete');
    const rows = await api.Gebiete.list({ $orderby: 'Name asc', signal });
    // The stable Gebiet type does not list its key yet; the wire row carries GebieteId.
    return rows.map((row) => ({ id: (row as { GebieteId?: number }).GebieteId ?? 0, name: row.Name ?? '' }));
  }),
  submitClaim: fromPromise<number, SubmitClaimInput>(async ({ input, signal }) => {
    if (!api.LegeReklamationAngemeldetAn) throw new UnavailableError('LegeReklamationAngemeldetAn');
    const params = Object.fromEntries(Object.entries(input.params).filter(([, v]) => v !== null));
    const claim = await api.LegeReklamationAngemeldetAn(params, { signal, files: input.files });
    if (!claim?.ReklamationenId) throw new Error('no claim id');
    return claim.ReklamationenId;
  }),
};
