/**
 * The authority's bins and the request: GefaesstarifArten (orderable sizes per waste type with the
 * yearly fee), GefaessAntragsarten (what a request may be) and the call BeantrageGefaess. All
 * public; members absent from an authority's metadata switch the parts off.
 */
import { queryOptions } from '@tanstack/react-query';
import { gate } from '../../api/gate';
import type { PortalClient } from '../../api/portal-client';
import type { RequestKind } from './request.form';
import { formatLitres, parseDecimal, parseLitres } from '../../api/values';

type ContainerClient = Pick<PortalClient, 'GefaesstarifArten' | 'GefaessAntragsarten' | 'BeantrageGefaess' | 'MoeglicheGefaesse'>;
/** An orderable size: a row of GefaesstarifArten, which always has its key. */
type TariffRow = Awaited<ReturnType<NonNullable<ContainerClient['GefaesstarifArten']>['list']>>[number];
const client = () => gate().view<ContainerClient>();

export interface Bin {
  id: number;
  name: string;
  volume: number | null;
  /** Yearly fee in EUR; 0 = no fee of its own. */
  price: number | null;
}
export interface WasteTypeBins {
  wasteType: string;
  color: string | null;
  bins: Bin[];
}

const priceOf = parseDecimal;

/** Orderable bins grouped by waste type (waste types by name, sizes ascending). */
export function groupBins(rows: readonly TariffRow[]): WasteTypeBins[] {
  const groups = new Map<string, WasteTypeBins>();
  for (const row of rows) {
    if (row.IstBestellbar === false) continue;
    const wasteType = row.Abfallart?.Name?.trim() || row.Bezeichnung?.trim() || '';
    const group = groups.get(wasteType) ?? { wasteType, color: row.Abfallart?.Farbe ?? null, bins: [] };
    group.bins.push({ id: row.GefaesstarifArtenId, name: row.Bezeichnung?.trim() ?? '', volume: parseLitres(row.VolumenObj?.VolumenWert), price: priceOf(row.Preis) });
    groups.set(wasteType, group);
  }
  const list = [...groups.values()];
  // By size, read from the name where the volume is missing ("Restmüll 240 l" before "Restmüll 1100 l").
  const size = (b: Bin) => b.volume ?? parseLitres(/(\d[\d.,]*\s*l)\b/i.exec(b.name)?.[1]) ?? Number.POSITIVE_INFINITY;
  for (const g of list) g.bins.sort((a, b) => size(a) - size(b) || a.name.localeCompare(b.name, 'de', { numeric: true }));
  return list.sort((a, b) => a.wasteType.localeCompare(b.wasteType, 'de'));
}

export function binsQueryOptions() {
  return queryOptions<WasteTypeBins[]>({
    queryKey: ['container', 'bins'] as const,
    staleTime: 60 * 60_000,
    queryFn: async ({ signal }) =>
      groupBins((await client().GefaesstarifArten?.list({ $filter: 'IstBestellbar eq true', $expand: ['Abfallart', 'VolumenObj'], signal })) ?? []),
  });
}

export function requestKindsQueryOptions() {
  return queryOptions<RequestKind[]>({
    queryKey: ['container', 'request-kinds'] as const,
    staleTime: 60 * 60_000,
    queryFn: async ({ signal }) =>
      ((await client().GefaessAntragsarten?.list({ $orderby: 'GefaessAntragsartenId asc', signal })) ?? []).map((row) => ({
        id: row.GefaessAntragsartenId,
        label: row.Bezeichnung?.trim() ?? String(row.GefaessAntragsartenId),
        description: row.Beschreibung?.trim() || null,
        needsNew: row.BrauchtNeuenBehaelter === true,
        needsOld: row.BrauchtBisherigenBehaelter === true,
      })),
  });
}

export const canRequest = (): boolean => typeof client().BeantrageGefaess === 'function';

export async function submitRequest(params: Record<string, unknown>, idempotencyKey: string, signal?: AbortSignal): Promise<number> {
  const call = client().BeantrageGefaess;
  if (!call) throw new Error('BeantrageGefaess');
  const id = await call(params, { signal, idempotencyKey });
  if (typeof id !== 'number') throw new Error('no request id');
  return id;
}

/** A bin named by its chip number on the property named by Kassenzeichen and Objektnummer. */
export interface BinLookup {
  chipReferenzNr: string;
  kassenzeichen: string;
  objektNr: string;
}
export interface FoundBin {
  wasteType: string;
  volume: string;
}

const canLookUpBins = (): boolean => typeof client().MoeglicheGefaesse === 'function';

export function binLookupQueryOptions(lookup: BinLookup | null) {
  return queryOptions<FoundBin[]>({
    queryKey: ['container', 'bin-lookup', lookup] as const,
    enabled: lookup !== null && canLookUpBins(),
    staleTime: 60_000,
    retry: false,
    queryFn: async ({ signal }) =>
      ((await client().MoeglicheGefaesse?.(lookup!, { signal })) ?? []).map((row) => ({ wasteType: row.AbfallartName?.trim() ?? '', volume: formatLitres(row.VolumenWert) })),
  });
}
