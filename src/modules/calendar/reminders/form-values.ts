/**
 * Between the generated Registrieren form and a stored configuration: the form's values of a
 * configuration (editing) or of the calendar's address (a new one), and the configuration the
 * submitted values make, with the names the options carry. Pure.
 */
import type { FieldOption } from '../../../forms/options';
import { splitStreetNumber } from '../../../forms/validation';
import { topicOf, type NotificationConfiguration } from './configurations';
import type { StreetOption } from './options';

export interface AddressPrefill {
  townId: number;
  streetId: number;
  houseNumber: string | null;
}

export function valuesOfConfiguration(config: NotificationConfiguration): Record<string, unknown> {
  const house = `${config.address.object.HausNr ?? ''}${config.address.object.HausNrZus ?? ''}`;
  return {
    ort: config.address.city.OrteId,
    strasse: config.address.street.StrassenId,
    ...(house ? { hausNr: house } : {}),
    vorlaufzeit: config.duration,
    abfallarten: config.wasteTypes.map((w) => w.id).join(','),
  };
}

export function valuesOfPrefill(prefill: AddressPrefill | null): Record<string, unknown> {
  if (!prefill) return {};
  return { ort: prefill.townId, strasse: prefill.streetId, ...(prefill.houseNumber ? { hausNr: prefill.houseNumber } : {}) };
}

export interface ReminderLookups {
  towns: readonly FieldOption[];
  streets: readonly StreetOption[];
  wasteTypes: readonly FieldOption[];
}

/** The configuration of valid form values; null when a chosen option is no longer offered. */
export function configurationOf(values: Record<string, unknown>, lookups: ReminderLookups, fcmToken: string): NotificationConfiguration | null {
  const town = lookups.towns.find((o) => o.value === values.ort);
  const street = lookups.streets.find((o) => o.value === values.strasse);
  const ids = String(values.abfallarten ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number);
  const wasteTypes = ids.map((id) => lookups.wasteTypes.find((o) => o.value === id)).filter((o): o is FieldOption => o !== undefined);
  if (!town || !street || wasteTypes.length === 0 || wasteTypes.length !== ids.length || typeof values.vorlaufzeit !== 'number') return null;
  const house = typeof values.hausNr === 'string' ? splitStreetNumber(values.hausNr) : null;
  const address = {
    city: { OrteId: Number(town.value), Ortsname: town.label },
    street: { StrassenId: street.value, Name: street.name, OrtsteilName: street.district },
    object: { HausNr: house?.number || null, HausNrZus: house?.addition || null },
  };
  return {
    topic: topicOf(address),
    fcmToken,
    duration: values.vorlaufzeit,
    wasteTypes: wasteTypes.map((o) => ({ id: Number(o.value), name: o.label })),
    address,
  };
}

/** "Bahnhofstraße 5a, Lindenau" for lists and announcements. */
export function addressLine(config: NotificationConfiguration): string {
  const { city, street, object } = config.address;
  const house = `${object.HausNr ?? ''}${object.HausNrZus ?? ''}`;
  return `${street.Name}${house ? ` ${house}` : ''}, ${city.Ortsname}${street.OrtsteilName ? ` (${street.OrtsteilName})` : ''}`;
}
