/**
 * What the reminder form offers: towns (one entry per OrteId: Registrieren takes the town, the
 * district comes with the street), a town's streets with their district, the waste types and the
 * lead times (`Vorlaufzeiten`: Bezeichnung, value = Stunden, which is what Registrieren takes).
 */
import { queryOptions } from '@tanstack/react-query';
import { filter } from '../../../../codegen/runtime/query';
import { gate } from '../../../api/gate';
import type { PortalClient } from '../../../api/portal-client';
import type { FieldOption } from '../../../forms/options';
import { streetLabel, townsQueryOptions } from '../queries';

type ReminderClient = Pick<PortalClient, 'Strassen' | 'Abfallarten' | 'Vorlaufzeiten'>;
const client = () => gate().view<ReminderClient>();
const HOUR_CACHE = 60 * 60_000;

export interface StreetOption extends FieldOption {
  value: number;
  name: string;
  district: string | null;
}

export function reminderTownsQueryOptions() {
  return queryOptions({
    ...townsQueryOptions(),
    select: (towns): FieldOption[] => {
      const seen = new Map<number, FieldOption>();
      for (const t of towns) if (!seen.has(t.townId)) seen.set(t.townId, { value: t.townId, label: t.name });
      return [...seen.values()];
    },
  });
}

export function reminderStreetsQueryOptions(townId: number | null) {
  return queryOptions<StreetOption[]>({
    queryKey: ['reminders', 'streets', townId] as const,
    enabled: townId !== null,
    staleTime: HOUR_CACHE,
    queryFn: async ({ signal }) => {
      const rows = (await client().Strassen?.list({ $filter: filter.eq('Ort/OrteId', townId ?? -1), $orderby: 'Name asc', signal })) ?? [];
      return rows.map((r) => {
        const name = r.Name?.trim() ?? '';
        const district = r.OrtsteilName?.trim() || null;
        return { value: r.StrassenId, name, district, label: streetLabel({ name, postcode: r.Plz, district }) };
      });
    },
  });
}

export function wasteTypesQueryOptions() {
  return queryOptions<FieldOption[]>({
    queryKey: ['reminders', 'waste-types'] as const,
    staleTime: HOUR_CACHE,
    queryFn: async ({ signal }) =>
      ((await client().Abfallarten?.list({ $orderby: 'Name asc', signal })) ?? []).map((r) => ({ value: r.AbfallartenId, label: r.Name?.trim() ?? '' })),
  });
}

export function leadTimesQueryOptions() {
  return queryOptions<FieldOption[]>({
    queryKey: ['reminders', 'lead-times'] as const,
    staleTime: HOUR_CACHE,
    queryFn: async ({ signal }) =>
      ((await client().Vorlaufzeiten?.list({ $orderby: 'Stunden asc', signal })) ?? []).map((r) => ({ value: r.Stunden, label: r.Bezeichnung?.trim() ?? '' })),
  });
}
