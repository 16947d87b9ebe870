/**
 * Notification configurations, kept on the device in localStorage under
 * `notificationConfigurations`: one per address, so a landlord can
 * be reminded for several. Pure functions over the list; the storage is passed in for tests.
 */

export const CONFIGURATIONS_KEY = 'notificationConfigurations';

/** The address of a configuration (city Ortsname, street Name and OrtsteilName, object HausNr and HausNrZus), with the ids Registrieren needs. */
export interface ReminderAddress {
  city: { OrteId: number; Ortsname: string };
  street: { StrassenId: number; Name: string; OrtsteilName: string | null };
  object: { HausNr: string | null; HausNrZus: string | null };
}

export interface WasteTypeRef {
  id: number;
  name: string;
}

export interface NotificationConfiguration {
  /** Identifies the address (the topic street rule below); sent as Registrieren's adressKey. */
  topic: string;
  /** The device's push token: a Web Push subscription (JSON) or the app wrapper's token. */
  fcmToken: string;
  /** Lead time in hours before the collection day (Vorlaufzeiten.Stunden). */
  duration: number;
  wasteTypes: WasteTypeRef[];
  address: ReminderAddress;
}

/** Registrieren's adressKey holds at most 40 characters (metadata MaxLength). */
const ADDRESS_KEY_LENGTH = 40;

/**
 * Topic street rule: the street string of a topic keeps only letters, digits and `- _ . ~ %`.
 * Letters are the ASCII ones: topics follow the push services' topic grammar
 * (`[a-zA-Z0-9-_.~%]+`), where an umlaut is not allowed ("Hauptstraße" -> "Hauptstrae").
 */
export function topicStreet(street: string): string {
  return street.replace(/[^A-Za-z0-9\-_.~%]/g, '');
}

export function topicOf(address: ReminderAddress): string {
  const house = `${address.object.HausNr ?? ''}${address.object.HausNrZus ?? ''}`;
  return `${address.city.OrteId}_${topicStreet(address.street.Name)}_${topicStreet(house)}`;
}

export const addressKeyOf = (config: Pick<NotificationConfiguration, 'topic'>): string => config.topic.slice(0, ADDRESS_KEY_LENGTH);

function isConfiguration(value: unknown): value is NotificationConfiguration {
  const c = value as Partial<NotificationConfiguration> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.topic === 'string' &&
    typeof c.fcmToken === 'string' &&
    typeof c.duration === 'number' &&
    Array.isArray(c.wasteTypes) &&
    c.wasteTypes.every((w) => typeof w?.id === 'number' && typeof w.name === 'string') &&
    typeof c.address?.city?.OrteId === 'number' &&
    typeof c.address.street?.StrassenId === 'number' &&
    typeof c.address.street.Name === 'string'
  );
}

/** The stored list; anything unreadable (another version, a hand edit) is left out, never thrown. */
export function loadConfigurations(storage: Pick<Storage, 'getItem'> | null = safeStorage()): NotificationConfiguration[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CONFIGURATIONS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isConfiguration) : [];
  } catch {
    return [];
  }
}

export function saveConfigurations(list: readonly NotificationConfiguration[], storage: Pick<Storage, 'setItem' | 'removeItem'> | null = safeStorage()): void {
  if (!storage) return;
  if (list.length === 0) storage.removeItem(CONFIGURATIONS_KEY);
  else storage.setItem(CONFIGURATIONS_KEY, JSON.stringify(list));
}

/** Adds a configuration or replaces the one it edits (`previousTopic`) or that has its address. */
export function upsertConfiguration(list: readonly NotificationConfiguration[], config: NotificationConfiguration, previousTopic?: string): NotificationConfiguration[] {
  const matches = (c: NotificationConfiguration) => c.topic === config.topic || (previousTopic !== undefined && c.topic === previousTopic);
  const at = list.findIndex(matches);
  if (at < 0) return [...list, config];
  // Keeps its place in the list; a second match (edited onto another stored address) merges into it.
  return list.flatMap((c, i) => (i === at ? [config] : matches(c) ? [] : [c]));
}

export const removeConfiguration = (list: readonly NotificationConfiguration[], topic: string): NotificationConfiguration[] => list.filter((c) => c.topic !== topic);

export interface TokenChange {
  config: NotificationConfiguration;
  previousToken: string;
}

/**
 * Token rule: a new push token (the iOS wrapper's push-token event, a renewed browser
 * subscription) updates every stored configuration whose token differs; those must re-register.
 */
export function withToken(list: readonly NotificationConfiguration[], token: string): { list: NotificationConfiguration[]; changed: TokenChange[] } {
  const changed: TokenChange[] = [];
  const next = list.map((config) => {
    if (!token || config.fcmToken === token) return config;
    const updated = { ...config, fcmToken: token };
    changed.push({ config: updated, previousToken: config.fcmToken });
    return updated;
  });
  return { list: next, changed };
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
