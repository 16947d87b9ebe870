/**
 * Demands of all the owner's objects (Forderungen; the server scopes them to the session), the
 * authority's account for transfers (Bankverbindungen), the objects' SEPA mandates, the bank of an
 * IBAN (Banken by bank code) and the mandate call. Members beyond PortalClient are optional.
 */
import { queryOptions } from '@tanstack/react-query';
import { gate } from '../../api/gate';
import type { PortalSet } from '../../api/portal-client';
import type { Demand } from './open-demands';

interface DemandEntity {
  ForderungenId: number;
  Bezeichnung: string;
  Faelligkeitsdatum: Date;
  Betrag: string;
  OffenerBetrag: string;
  Objekt?: { ObjekteId: number } | null;
}
export interface AuthorityAccount {
  Empfaenger: string;
  IBAN: string;
  BIC: string | null;
  Bankname: string | null;
  GlaeubigerId?: string | null;
}
export interface Mandate {
  SepaMandateId: number;
  Mandatsreferenz: string;
  Kontoinhaber: string;
  IbanMaskiert: string;
  Bankname: string | null;
  Erteilt: Date;
  Objekt?: { ObjekteId: number } | null;
}
interface Bank {
  Bankleitzahl: string;
  Name: string;
  BIC: string | null;
}
export interface MandateParams {
  objekteId: number;
  kontoinhaber: string;
  iban: string;
  zustimmung: boolean;
}
interface DemandsClient {
  Forderungen?: PortalSet<DemandEntity>;
  Bankverbindungen?: PortalSet<AuthorityAccount>;
  SepaMandate?: PortalSet<Mandate>;
  Banken?: PortalSet<Bank>;
  ErteileSepaMandat?: (params: MandateParams, options?: { signal?: AbortSignal; idempotencyKey?: string }) => Promise<Mandate | null>;
}
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
