/**
 * The real I/O of the claim dialog (MoeglicheGefaesse, LegeReklamationAngemeldetAn;
 * LegeReklamationAn for a visitor's claim by address), over the client given (the portal's API by
 * default; tests give a fake). Use: `claimMachine.provide({ actors: claimActors })`.
 */
import { fromPromise } from 'xstate';
import { api } from '../../api/client';
import { gate, type ClientLike } from '../../api/gate';
import type { ContainerMatch, SubmitClaimInput } from './claim.machine';
import type { EntityKey } from '../../api/values';
import type { PortalClient } from '../../api/portal-client';

class UnavailableError extends Error {}

export const createClaimActors = (client: ClientLike = api) => ({
  lookupContainer: fromPromise<ContainerMatch[], { chipReferenzNr: string }>(async ({ input, signal }) => {
    const lookup = gate(client).fn('MoeglicheGefaesse');
    if (!lookup) throw new UnavailableError('MoeglicheGefaesse');
    return lookup({ chipReferenzNr: input.chipReferenzNr }, { signal });
  }),
  submitClaim: fromPromise<EntityKey, SubmitClaimInput>(async ({ input, signal }) => {
    const submit = gate(client).fn('LegeReklamationAngemeldetAn');
    if (!submit) throw new UnavailableError('LegeReklamationAngemeldetAn');
    const claim = await submit(input.params, { signal, files: input.files, idempotencyKey: input.idempotencyKey });
    if (!claim?.ReklamationenId) throw new Error('no claim id');
    return claim.ReklamationenId;
  }),
});

/** Over the portal's API. */
export const claimActors = createClaimActors();

/** The visitor's claim function where the authority offers one. */
type VisitorClaimClient = Pick<PortalClient, 'LegeReklamationAn'>;

/** A visitor's claim: the same dialog, the public function; it answers the claim's number. */
const createVisitorClaimActors = (client: ClientLike = api) => ({
  ...createClaimActors(client),
  submitClaim: fromPromise<EntityKey, SubmitClaimInput>(async ({ input, signal }) => {
    const call = gate(client).view<VisitorClaimClient>().LegeReklamationAn;
    if (!call) throw new UnavailableError('LegeReklamationAn');
    const claimId = await call(input.params, { signal, files: input.files, idempotencyKey: input.idempotencyKey });
    if (!claimId) throw new Error('no claim id');
    return claimId;
  }),
});

/** Over the portal's API. */
export const visitorClaimActors = createVisitorClaimActors();
