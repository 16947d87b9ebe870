import { describe, expect, it } from 'vitest';
import {
  addressKeyOf,
  CONFIGURATIONS_KEY,
  loadConfigurations,
  removeConfiguration,
  saveConfigurations,
  topicOf,
  topicStreet,
  upsertConfiguration,
  withToken,
  type NotificationConfiguration,
} from '../../../../src/modules/calendar/reminders/configurations';
import { configurationOf, valuesOfConfiguration } from '../../../../src/modules/calendar/reminders/form-values';
import { memoryStorage } from '../../memory-storage';

const config = (street: string, streetId: number, token = 'tok-1', house: [string | null, string | null] = ['5', null]): NotificationConfiguration => {
  const address = {
    city: { OrteId: 2, Ortsname: 'Lindenau' },
    street: { StrassenId: streetId, Name: street, OrtsteilName: null },
    object: { HausNr: house[0], HausNrZus: house[1] },
  };
  return { topic: topicOf(address), fcmToken: token, duration: 6, wasteTypes: [{ id: 1, name: 'Restmüll' }], address };
};

describe('topic street rule', () => {
  it('keeps only letters, digits and - _ . ~ %', () => {
    expect(topicStreet('Bürgermeister-Müller-Straße 12 (Hof)')).toBe('Brgermeister-Mller-Strae12Hof');
    expect(topicStreet("Am See/Weg'_1.~%")).toBe('AmSeeWeg_1.~%');
    expect(topicStreet('a+b=c&d#e')).toBe('abcde');
  });

  it('makes the topic of town, street and house number', () => {
    expect(config('Hauptstraße', 2, 'tok', ['12', 'a']).topic).toBe('2_Hauptstrae_12a');
    expect(config('Lange Straße', 2, 'tok', [null, null]).topic).toBe('2_LangeStrae_');
    expect(addressKeyOf({ topic: 'x'.repeat(60) })).toHaveLength(40);
  });
});

describe('configuration storage', () => {
  it('stores several configurations under notificationConfigurations and reads them back', () => {
    const storage = memoryStorage();
    const list = [config('Hauptstraße', 2), config('Gartenstraße', 7)];
    saveConfigurations(list, storage);
    expect(JSON.parse(storage.getItem(CONFIGURATIONS_KEY) ?? '')).toEqual(list);
    expect(Object.keys(list[0]!).sort()).toEqual(['address', 'duration', 'fcmToken', 'topic', 'wasteTypes']);
    expect(loadConfigurations(storage)).toEqual(list);
    saveConfigurations([], storage);
    expect(storage.getItem(CONFIGURATIONS_KEY)).toBeNull();
  });

  it('reads broken or foreign content as no configurations and skips unreadable entries', () => {
    const storage = memoryStorage();
    storage.setItem(CONFIGURATIONS_KEY, '{not json');
    expect(loadConfigurations(storage)).toEqual([]);
    storage.setItem(CONFIGURATIONS_KEY, JSON.stringify([{ topic: 'x' }, config('Hauptstraße', 2), null]));
    expect(loadConfigurations(storage).map((c) => c.topic)).toEqual(['2_Hauptstrae_5']);
  });

  it('adds, edits in place (also onto another address) and deletes', () => {
    const a = config('Hauptstraße', 2);
    const b = config('Gartenstraße', 7);
    let list = upsertConfiguration(upsertConfiguration([], a), b);
    expect(list.map((c) => c.topic)).toEqual([a.topic, b.topic]);
    list = upsertConfiguration(list, { ...a, duration: 12 });
    expect(list.map((c) => [c.topic, c.duration])).toEqual([[a.topic, 12], [b.topic, 6]]);
    const moved = config('Talstraße', 17);
    list = upsertConfiguration(list, moved, a.topic);
    expect(list.map((c) => c.topic)).toEqual([moved.topic, b.topic]);
    // Edited onto an address that already has a configuration: one remains, at the edited place.
    list = upsertConfiguration(list, { ...b, duration: 48 }, moved.topic);
    expect(list.map((c) => [c.topic, c.duration])).toEqual([[b.topic, 48]]);
    expect(removeConfiguration(list, b.topic)).toEqual([]);
  });
});

describe('token update rule', () => {
  it('gives every configuration whose token differs the new token and reports them with the old one', () => {
    const list = [config('Hauptstraße', 2, 'old'), config('Gartenstraße', 7, 'new'), config('Talstraße', 17, 'older')];
    const { list: next, changed } = withToken(list, 'new');
    expect(next.map((c) => c.fcmToken)).toEqual(['new', 'new', 'new']);
    expect(changed.map((c) => [c.config.topic, c.previousToken])).toEqual([
      [list[0]!.topic, 'old'],
      [list[2]!.topic, 'older'],
    ]);
    expect(withToken(next, 'new').changed).toEqual([]);
    expect(withToken(list, '').changed).toEqual([]);
  });
});

describe('form values', () => {
  const lookups = {
    towns: [{ value: 2, label: 'Lindenau' }],
    streets: [{ value: 7, label: 'Gartenstraße (Nord)', name: 'Gartenstraße', district: 'Nord' }],
    wasteTypes: [
      { value: 1, label: 'Restmüll' },
      { value: 3, label: 'Papier' },
    ],
  };

  it('makes a configuration of the submitted form, the house number split into number and addition', () => {
    const made = configurationOf({ ort: 2, strasse: 7, hausNr: '12 b', vorlaufzeit: 6, abfallarten: '3,1' }, lookups, 'tok');
    expect(made).toEqual({
      topic: '2_Gartenstrae_12b',
      fcmToken: 'tok',
      duration: 6,
      wasteTypes: [
        { id: 3, name: 'Papier' },
        { id: 1, name: 'Restmüll' },
      ],
      address: { city: { OrteId: 2, Ortsname: 'Lindenau' }, street: { StrassenId: 7, Name: 'Gartenstraße', OrtsteilName: 'Nord' }, object: { HausNr: '12', HausNrZus: 'b' } },
    });
    expect(valuesOfConfiguration(made!)).toEqual({ ort: 2, strasse: 7, hausNr: '12b', vorlaufzeit: 6, abfallarten: '3,1' });
    expect(configurationOf({ ort: 2, strasse: 7, vorlaufzeit: 6, abfallarten: '1,9' }, lookups, 'tok')).toBeNull();
  });
});
