// @vitest-environment jsdom
// Given reminders stored on this device, when the resident logs out, then the server is told to
// forget every stored token before the configurations are cleared, so no reminder keeps arriving
// with nothing left in the portal to stop it.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveConfigurations, topicOf, type NotificationConfiguration } from '../../../../src/modules/calendar/reminders/configurations';
import { forgetRemindersOnLogout } from '../../../../src/modules/calendar/reminders/wrapper-token';
import { logoutSettled, sessionActor } from '../../../../src/session/session';

const unregistered: unknown[] = [];
let storedWhenUnregistered: string | null = null;
const server = setupServer(
  http.post('*/api/push/unregister', async ({ request }) => {
    storedWhenUnregistered = localStorage.getItem('notificationConfigurations');
    unregistered.push(await request.json());
    return HttpResponse.json({ removed: 1 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  unregistered.length = 0;
  storedWhenUnregistered = null;
  localStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const config = (streetId: number, token: string): NotificationConfiguration => {
  const address = { city: { OrteId: 2, Ortsname: 'Lindenau' }, street: { StrassenId: streetId, Name: `Straße ${streetId}`, OrtsteilName: null }, object: { HausNr: '5', HausNrZus: null } };
  return { topic: topicOf(address), fcmToken: token, duration: 6, wasteTypes: [{ id: 1, name: 'Restmüll' }], address };
};

const logInAndOut = async () => {
  sessionActor.send({ type: 'LOGIN', result: { hash: 'h', addressId: 7, validUntil: new Date(Date.now() + 3_600_000), requests: null } });
  sessionActor.send({ type: 'LOGOUT', reason: 'user' });
  await logoutSettled();
};

describe('reminders on logout', () => {
  it('unregisters each stored token once before the configurations are cleared', async () => {
    const uninstall = forgetRemindersOnLogout();
    saveConfigurations([config(1, 'tok-a'), config(2, 'tok-a'), config(3, 'tok-b')]);
    await logInAndOut();
    uninstall();
    expect(unregistered).toEqual([{ fcmToken: 'tok-a' }, { fcmToken: 'tok-b' }]);
    expect(storedWhenUnregistered).not.toBeNull();
    expect(localStorage.getItem('notificationConfigurations')).toBeNull();
  });

  it('still logs out when the server cannot be reached, and only logs the failure', async () => {
    server.use(http.post('*/api/push/unregister', () => HttpResponse.error()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const uninstall = forgetRemindersOnLogout();
    saveConfigurations([config(1, 'tok-a')]);
    await logInAndOut();
    uninstall();
    expect(warn).toHaveBeenCalled();
    expect(localStorage.getItem('notificationConfigurations')).toBeNull();
  });

  it('calls nothing when the device has no reminders', async () => {
    const uninstall = forgetRemindersOnLogout();
    await logInAndOut();
    uninstall();
    expect(unregistered).toEqual([]);
  });
});
