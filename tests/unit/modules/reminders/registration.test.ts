// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfigurations, saveConfigurations, topicOf, type NotificationConfiguration } from '../../../../src/modules/calendar/reminders/configurations';
import { requestEmailReminder } from '../../../../src/modules/calendar/reminders/email-registration';
import { adoptToken, registerConfiguration } from '../../../../src/modules/calendar/reminders/registration';
import { listenForWrapperToken, currentWrapperToken } from '../../../../src/modules/calendar/reminders/wrapper-token';

interface Seen {
  params: Record<string, string>;
  referer: string | null;
}
const registered: Seen[] = [];
const unregistered: unknown[] = [];
const emailRequests: Seen[] = [];
let failRegistrieren = false;
const server = setupServer(
  http.get('*/api/Registrieren', ({ request }) => {
    const url = new URL(request.url);
    registered.push({ params: Object.fromEntries(url.searchParams), referer: request.headers.get('X-Referer') });
    if (failRegistrieren) return HttpResponse.json({ error: { code: 'x', message: { lang: 'de', value: 'kaputt' } } }, { status: 500 });
    return HttpResponse.json({ d: { Registrieren: { Registriert: true, Nachricht: null } } });
  }),
  http.post('*/api/RegistriereEmailErinnerung', ({ request }) => {
    const url = new URL(request.url);
    emailRequests.push({ params: Object.fromEntries(url.searchParams), referer: request.headers.get('X-Referer') });
    return HttpResponse.json({ d: { RegistriereEmailErinnerung: { Registriert: true, Nachricht: null } } });
  }),
  http.post('*/api/push/unregister', async ({ request }) => {
    unregistered.push(await request.json());
    return HttpResponse.json({ removed: 1 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  registered.length = 0;
  unregistered.length = 0;
  emailRequests.length = 0;
  failRegistrieren = false;
  localStorage.clear();
  window.history.replaceState(null, '', '/objects/2/calendar');
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

const config = (streetId: number, token: string, name = 'Bahnhofstraße'): NotificationConfiguration => {
  const address = { city: { OrteId: 2, Ortsname: 'Lindenau' }, street: { StrassenId: streetId, Name: name, OrtsteilName: 'Mitte' }, object: { HausNr: '5', HausNrZus: 'a' } };
  return { topic: topicOf(address), fcmToken: token, duration: 6, wasteTypes: [{ id: 1, name: 'Restmüll' }, { id: 3, name: 'Papier' }], address };
};

describe('Registrieren call', () => {
  it('sends the configuration as OData literals, the waste types comma-joined and X-Referer = the current page', async () => {
    await registerConfiguration(config(2, "tok'1"));
    expect(registered).toEqual([
      {
        params: { adressKey: "'2_Bahnhofstrae_5a'", fcmToken: "'tok''1'", ort: '2', ortsteil: "'Mitte'", strasse: '2', hausNr: "'5'", hausNrZus: "'a'", vorlaufzeit: '6', abfallarten: "'1,3'" },
        referer: window.location.href,
      },
    ]);
    expect(window.location.href).toMatch(/\/objects\/2\/calendar$/);
  });
});

describe('RegistriereEmailErinnerung call', () => {
  it('posts the form values as OData literals with X-Referer = the current page; blank fields are no parameter', async () => {
    await requestEmailReminder({ ort: 2, ortsteil: null, strasse: 14, hausNr: '5', hausNrZus: '', vorlaufzeit: 1, abfallarten: '1,3', eMail: "o'neil@example.org" });
    expect(emailRequests).toEqual([
      {
        params: { ort: '2', strasse: '14', hausNr: "'5'", vorlaufzeit: '1', abfallarten: "'1,3'", eMail: "'o''neil@example.org'" },
        referer: window.location.href,
      },
    ]);
  });
});

describe('a new push token', () => {
  it('re-registers every configuration whose token differs and unregisters the old token', async () => {
    saveConfigurations([config(2, 'old'), config(7, 'new', 'Gartenstraße')]);
    await adoptToken('new');
    expect(loadConfigurations().map((c) => c.fcmToken)).toEqual(['new', 'new']);
    expect(registered.map((r) => [r.params.strasse, r.params.fcmToken])).toEqual([['2', "'new'"]]);
    expect(unregistered).toEqual([{ fcmToken: 'old', adressKey: '2_Bahnhofstrae_5a' }]);
  });

  it('only logs when the push side fails; the stored configurations keep the new token', async () => {
    failRegistrieren = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    saveConfigurations([config(2, 'old')]);
    await expect(adoptToken('new')).resolves.toBeUndefined();
    expect(loadConfigurations()[0]?.fcmToken).toBe('new');
    expect(warn).toHaveBeenCalled();
  });

  it("takes the iOS wrapper's push-token event, as text or as {token}", async () => {
    saveConfigurations([config(2, 'old')]);
    const target = new EventTarget();
    const stop = listenForWrapperToken(target);
    target.dispatchEvent(new CustomEvent('push-token', { detail: { token: 'ios-1' } }));
    expect(currentWrapperToken()).toBe('ios-1');
    await vi.waitFor(() => expect(registered.map((r) => r.params.fcmToken)).toEqual(["'ios-1'"]));
    target.dispatchEvent(new CustomEvent('push-token', { detail: 'ios-2' }));
    await vi.waitFor(() => expect(loadConfigurations()[0]?.fcmToken).toBe('ios-2'));
    stop();
    target.dispatchEvent(new CustomEvent('push-token', { detail: 'ios-3' }));
    expect(currentWrapperToken()).toBe('ios-2');
  });
});
