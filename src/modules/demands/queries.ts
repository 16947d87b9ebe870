/**
 * Demands of all the owner's objects (Forderungen; the server scopes them to the session), the
 * authority's account for transfers (Bankverbindungen), the objects' SEPA mandates, the bank of an
 * IBAN (Banken by bank code) and the mandate call. Members beyond PortalClient are optional.
 */
import { queryOptions } from '@tanstack/react-query';
import { gate } from '../../api/gate';
import type { PortalClient } from '../../api/portal-client';
import type { Bank, Bankverbindung, SepaMandat } from '../../api/types';
import type { Demand } from './open-demands';

type DemandsClient = Pick<PortalClient, 'Forderungen' | 'Bankverbindungen' | 'SepaMandate' | 'Banken' | 'ErteileSepaMandat'>;
export type AuthorityAccount = Bankverbindung;
export type Mandate = SepaMandat;
export type MandateParams = Parameters<NonNullable<DemandsClient['ErteileSepaMandat']>>[0];
const client = () => gate().view<DemandsClient>();

export const demandsQueryKey = ['demands'] as const;

/** Every demand of every object of the session, soonest due first. */
export function demandsQueryOptions() {
  return queryOptions<Demand[]>({
    queryKey: [...demandsQueryKey, 'all'] as const,
    queryFn: async ({ signal }) => {
      const rows = (await client().Forderungen?.list({ $expand: ['Objekt'], $orderby: 'Faelligkeitsdatum asc', signal })) ?? [];
      return rows.map((r) => ({ id: r.ForderungenId, title: r.Bezeichnung, due: r.Faelligkeitsdatum, amount: r.Betrag, open: r.OffenerBetrag, objectId: r.Objekt?.ObjekteId ?? null }));
    },
  });
}

export function authorityAccountQueryOptions() {
  return queryOptions<AuthorityAccount | null>({
    queryKey: [...demandsQueryKey, 'account'] as const,
    staleTime: 60 * 60_000,
    queryFn: async ({ signal }) => (await client().Bankverbindungen?.list({ $top: 1, signal }))?.[0] ?? null,
  });
}

export function mandatesQueryOptions() {
  return queryOptions<Mandate[]>({
    queryKey: [...demandsQueryKey, 'mandates'] as const,
    queryFn: async ({ signal }) => (await client().SepaMandate?.list({ $expand: ['Objekt'], signal })) ?? [],
  });
}

/** The bank of a German bank code; null when the table does not know it. */
export function bankQueryOptions(bankCode: string | null) {
  return queryOptions<Bank | null>({
    queryKey: [...demandsQueryKey, 'bank', bankCode] as const,
    enabled: bankCode !== null && client().Banken !== undefined,
    staleTime: Infinity,
    queryFn: async ({ signal }) => (await client().Banken?.list({ $filter: `Bankleitzahl eq '${bankCode ?? ''}'`, $top: 1, signal }))?.[0] ?? null,
  });
}

export async function grantMandate(params: MandateParams, idempotencyKey: string): Promise<Mandate | null> {
  const call = client().ErteileSepaMandat;
  if (!call) throw new Error('ErteileSepaMandat is not offered');
  return call(params, { idempotencyKey });
}
