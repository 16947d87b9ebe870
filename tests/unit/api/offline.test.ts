// @vitest-environment jsdom
// Given a resident who read a page online, when the network is gone, then the page answers from the
// kept copy with its date and the notice shows; a live answer hides the notice again; any other
// failure stays the page's; what names the resident's address goes with the user's traces.
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError, HttpError } from '../../../src/api/errors';
import { offlineStand, readCopy, servedLive, withOfflineCopy } from '../../../src/api/offline';
import { objectForOffline } from '../../../src/api/queries/objects';
import type { Objekt } from '../../../src/api/types';
import { clearStoredTraces } from '../../../src/session/traces';

afterEach(() => {
  localStorage.clear();
  servedLive();
});

describe('offline copies', () => {
  it('keeps the live answer and answers the copy when the network is gone, with its date', async () => {
    const live = await withOfflineCopy('public', ['k'], async () => ({ n: 1 }));
    expect(live).toEqual({ n: 1 });
    expect(offlineStand()).toBeNull();
    const savedAt = readCopy('public', ['k'])!.savedAt;

    const offline = await withOfflineCopy('public', ['k'], () => Promise.reject(new NetworkError('down')));
    expect(offline).toEqual({ n: 1 });
    expect(offlineStand()).toBe(savedAt);

    await withOfflineCopy('public', ['k'], async () => ({ n: 2 }));
    expect(offlineStand()).toBeNull();
  });

  it('rethrows without a copy, and for failures that are not a missing network', async () => {
    await expect(withOfflineCopy('public', ['none'], () => Promise.reject(new NetworkError('down')))).rejects.toBeInstanceOf(NetworkError);
    await withOfflineCopy('public', ['k'], async () => 1);
    await expect(withOfflineCopy('public', ['k'], () => Promise.reject(new HttpError(500, null, 'x')))).rejects.toBeInstanceOf(HttpError);
    expect(offlineStand()).toBeNull();
  });

  it('keeps a projection and revives it', async () => {
    await withOfflineCopy('public', ['d'], async () => [new Date('2026-12-01T05:00:00Z')], { keep: (ds) => ds.map((d) => d.toISOString()), revive: (kept) => kept.map((d) => new Date(d)) });
    const [day] = await withOfflineCopy<Date[], string[]>('public', ['d'], () => Promise.reject(new NetworkError('down')), { revive: (kept) => kept.map((d) => new Date(d)) });
    expect(day).toBeInstanceOf(Date);
    expect(day!.toISOString()).toBe('2026-12-01T05:00:00.000Z');
  });

  it("session copies go with the resident's traces, public ones stay on the device", async () => {
    await withOfflineCopy('session', ['objects'], async () => [1]);
    await withOfflineCopy('public', ['calendar', 'towns'], async () => [2]);
    await clearStoredTraces();
    expect(readCopy('session', ['objects'])).toBeNull();
    expect(readCopy('public', ['calendar', 'towns'])).not.toBeNull();
  });

  it('keeps of an object its address, not the people', () => {
    const object = {
      ObjekteId: 2,
      HausNr: 21,
      HausNrZus: 'a',
      Telefon: '0301234',
      EMail: 'anna@example.org',
      Bemerkung: 'Schlüssel beim Nachbarn',
      EigentuemerAdressenObj: { AdressenId: 5, Name: 'Becker', Vorname: 'Anna' },
      Strasse: { StrassenId: 7, Name: 'Lindenweg', Ort: { OrteId: 1, Ortsname: 'Mittelstadt' } },
    } as unknown as Objekt;
    const kept = JSON.stringify(objectForOffline(object));
    expect(kept).toContain('Lindenweg');
    for (const personal of ['0301234', 'anna@example.org', 'Becker', 'Schlüssel']) expect(kept).not.toContain(personal);
  });
});
