/**
 * Push reminders end to end in Chromium: a resident sets a reminder on the public
 * calendar, the backend sends it at its lead time (its clock moved by the test through
 * PORTAL_CLOCK_FILE), and a push endpoint on this machine receives it, checks the VAPID signature
 * and decrypts it.
 *
 * The subscription: Chromium's real PushManager.subscribe registers with Google's push service
 * (FCM), which is not reachable here, and a real endpoint would point there anyway. So the test
 * replaces subscribe/getSubscription in the page with a subscription it made itself: the endpoint
 * of its local receiver and P-256/auth keys whose private half only the test knows. Everything
 * else is real: the page asks for permission, subscribes with the server's VAPID key (checked
 * below), registers through Registrieren, and the backend encrypts and signs with web-push. The
 * decrypted message is then handed to the real service worker (DevTools protocol
 * ServiceWorker.deliverPushMessage), which must show it as a notification.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { toWireMs } from '../../server/time';
import { startPushReceiver, type PushReceiver } from '../support/push-receiver';
import { expect, expectAccessible, test } from './fixtures';
import { workerDataDir } from './worker-server';

const clockFile = join(process.cwd(), workerDataDir, 'clock');
const HOUR = 3_600_000;

/** The real instant whose Europe/Berlin wall clock is the given wire value (/Date(ms)/). */
const fromWire = (wire: number): number => [HOUR, 2 * HOUR].map((o) => wire - o).find((ms) => toWireMs(ms) === wire)!;

const setClock = (ms: number) => writeFileSync(clockFile, new Date(ms).toISOString());
const lastTick = (): number => {
  try {
    return Date.parse(readFileSync(`${clockFile}.tick`, 'utf8'));
  } catch {
    return Number.NaN;
  }
};

type Row = { Termin: string; IstVerschoben: boolean; Hinweis: string | null; Abfuhrplan: { GefaesstarifArt: { Abfallart: { Name: string } } } };
const listOf = <T>(answer: { d: T[] | { results: T[] } }): T[] => (Array.isArray(answer.d) ? answer.d : answer.d.results);

/** A street with a Restmüll collection (at least two days ahead) moved by a holiday; the clock jumps to it. */
async function shiftedCollection(request: APIRequestContext) {
  const year = new Date().getFullYear();
  const towns = listOf((await (await request.get('/api/Orte?$orderby=OrteId')).json()) as { d: { OrteId: number; Ortsname: string }[] });
  for (const town of towns) {
    const streets = listOf((await (await request.get(`/api/Strassen?$filter=Ort/OrteId eq ${town.OrteId}`)).json()) as { d: { StrassenId: number; Name: string; OrtsteilName: string | null }[] });
    for (const street of streets) {
      const url = `/api/AbfuhrtermineAbJahr?orteId=${town.OrteId}&strassenId=${street.StrassenId}&jahr=${year}&$expand=Abfuhrplan/GefaesstarifArt/Abfallart`;
      const days = listOf((await (await request.get(url)).json()) as { d: Row[] })
        .filter((r) => r.Abfuhrplan.GefaesstarifArt.Abfallart.Name === 'Restmüll')
        .map((r) => ({ wire: Number(/\d+/.exec(r.Termin)![0]), shifted: r.IstVerschoben, note: r.Hinweis ?? '' }))
        .filter((r) => r.shifted && fromWire(r.wire) > Date.now() + 2 * 24 * HOUR)
        .sort((a, b) => a.wire - b.wire);
      if (days[0]) return { town, street, day: days[0] };
    }
  }
  throw new Error('no street whose next Restmüll collection is moved by a holiday');
}

/** The page's PushManager hands out the test's own subscription (see the file comment). */
async function fakeSubscription(page: Page, receiver: PushReceiver) {
  await page.addInitScript(({ endpoint, p256dh, auth }) => {
    const calls: { userVisibleOnly: boolean; key: string }[] = [];
    (window as unknown as { __subscribeCalls: typeof calls }).__subscribeCalls = calls;
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      calls.push({ userVisibleOnly: Boolean(options?.userVisibleOnly), key: btoa(String.fromCharCode(...key)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') });
      current = {
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: key.buffer, userVisibleOnly: true },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => ((current = null), true),
        getKey: () => null,
      } as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  }, { endpoint: receiver.subscription.endpoint, p256dh: receiver.subscription.keys.p256dh, auth: receiver.subscription.keys.auth });
}

async function openReminderForm(page: Page, town = 'Hohenfels', street = 'Bahnhofstraße') {
  await page.goto('/calendar');
  await page.getByRole('combobox', { name: 'Ort' }).click();
  await page.getByRole('option', { name: town, exact: true }).click();
  await page.getByRole('combobox', { name: 'Straße' }).click();
  await page.getByRole('option', { name: new RegExp(`^${street}( \\(|$)`) }).click();
  await page.getByRole('button', { name: 'Erinnerung einrichten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erinnerungen an Abfuhrtermine' });
  await expect(dialog.getByText('Auf diesem Gerät ist noch keine Erinnerung eingerichtet.')).toBeVisible();
  return dialog;
}

/**
 * Saves the reminder form. The page registers with the backend in the background (it never waits
 * for push), so the test waits for Registrieren's answer: before it, the backend may not know the
 * reminder yet, and a clock moved then would test nothing (or the unregistering after the test
 * would come before the registration and leave it behind).
 */
async function saveRegistered(page: Page, dialog: Locator) {
  const registered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/Registrieren');
  await dialog.getByRole('button', { name: 'Erinnerung speichern' }).click();
  expect((await registered).status()).toBe(200);
}

/** Sets a reminder (house number 5, the evening before, Restmüll) and returns the dialog's list. */
async function createReminder(page: Page, town: string, street: string, axe = false) {
  const list = await openReminderForm(page, town, street);
  if (axe) await expectAccessible(page, 'reminder list');
  await list.getByRole('button', { name: 'Neue Erinnerung' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Erinnerung' });
  await dialog.getByRole('textbox', { name: 'Hausnummer' }).fill('5');
  await dialog.getByRole('radio', { name: 'Am Vortag, 18 Uhr' }).check();
  await dialog.getByLabel('Abfallarten').click();
  await page.getByRole('option', { name: 'Restmüll' }).click();
  await dialog.getByRole('heading', { name: 'Neue Erinnerung' }).click();
  if (axe) await expectAccessible(page, 'reminder form');
  await saveRegistered(page, dialog);
  return page.getByRole('dialog', { name: 'Erinnerungen an Abfuhrtermine' });
}

const storedConfigurations = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('notificationConfigurations') ?? '[]') as { duration: number }[]);

test.describe('push reminders', () => {
  let receiver: PushReceiver | undefined;
  test.afterEach(async ({ request }) => {
    rmSync(clockFile, { force: true });
    rmSync(`${clockFile}.tick`, { force: true });
    // The test's registrations would otherwise stay due for a receiver that is gone.
    if (receiver) await request.post('/api/push/unregister', { data: { fcmToken: JSON.stringify(receiver.subscription) } });
    await receiver?.close();
    receiver = undefined;
  });

  test('a reminder set on the calendar arrives at its lead time, signed, encrypted and in German', async ({ page, context, request }) => {
    const { publicKey } = (await (await request.get('/api/push/vapid-public-key')).json()) as { publicKey: string };
    receiver = await startPushReceiver(() => publicKey);
    await context.grantPermissions(['notifications']);
    await fakeSubscription(page, receiver);
    const { town, street, day } = await shiftedCollection(request);

    const saved = await createReminder(page, town.Ortsname, street.Name, true);
    await expect(saved.getByRole('status')).toHaveText(`Die Erinnerung für ${street.Name} 5, ${town.Ortsname} ist eingerichtet.`);
    await expect(saved.getByRole('listitem')).toContainText(['Am Vortag, 18 Uhr']);
    expect(await page.evaluate(() => (window as unknown as { __subscribeCalls: unknown[] }).__subscribeCalls)).toEqual([{ userVisibleOnly: true, key: publicKey }]);
    const stored = await storedConfigurations(page);
    expect(stored).toEqual([
      {
        topic: expect.stringMatching(new RegExp(`^${town.OrteId}_[A-Za-z0-9._~%-]+_5$`)),
        fcmToken: JSON.stringify(receiver.subscription),
        duration: 6,
        wasteTypes: [{ id: 1, name: 'Restmüll' }],
        address: {
          city: { OrteId: town.OrteId, Ortsname: town.Ortsname },
          street: { StrassenId: street.StrassenId, Name: street.Name, OrtsteilName: street.OrtsteilName?.trim() || null },
          object: { HausNr: '5', HausNrZus: null },
        },
      },
    ]);

    const due = fromWire(day.wire - 6 * HOUR);

    // A minute before the lead time the scheduler has run and sent nothing.
    setClock(due - 60_000);
    await expect.poll(lastTick, { timeout: 15_000 }).toBeGreaterThanOrEqual(due - 60_000);
    expect(receiver.received).toEqual([]);

    // The scheduler records a tick only after that tick's sends were answered: once a tick at the
    // lead time is recorded, the push has reached the receiver, or the send failed.
    setClock(due);
    await expect.poll(lastTick, { timeout: 15_000 }).toBeGreaterThanOrEqual(due);
    expect(receiver.rejected).toEqual([]);
    expect(receiver.received).toHaveLength(1);
    const [push] = receiver.received;
    expect(push!.claims.aud).toBe(new URL(receiver.subscription.endpoint).origin);
    expect(push!.claims.sub).toMatch(/^(mailto:|https:)/);
    const date = new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(day.wire));
    expect(push!.message.title).toBe('Abfuhr morgen: Restmüll');
    expect(push!.message.body).toBe(`Restmüll wird am ${date} abgeholt (${street.Name} 5). Achtung, Feiertagsverschiebung: ${day.note}. Bitte stellen Sie die Behälter rechtzeitig bereit.`);
    expect(push!.message.url).toBe('/calendar');

    // The portal's own service worker shows that message as a notification. Its notifications are
    // read once, after the push event completed (DevTools' background service log says so): Chromium
    // drops a notification it has stored but not yet displayed from getNotifications() for good
    // (it takes it as closed), so asking while the worker is still showing it loses it.
    const cdp = await context.newCDPSession(page);
    let pushEvent = '';
    cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: event }) => {
      if (event.service === 'pushMessaging' && event.eventName === 'Push event completed') pushEvent = event.eventMetadata.find((m) => m.key === 'Status')?.value ?? '?';
    });
    await cdp.send('BackgroundService.startObserving', { service: 'pushMessaging' });
    await cdp.send('BackgroundService.setRecording', { shouldRecord: true, service: 'pushMessaging' });
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const own = registrations.find((r) => r.scopeURL.endsWith('/') && !r.isDeleted);
        if (own) resolve(own.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: await registrationId, data: JSON.stringify(push!.message) });
    await expect.poll(() => pushEvent).toBe('Success');
    const shown = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body]));
    expect(shown).toEqual([[push!.message.title, push!.message.body]]);
  });

  test('a reminder is edited and deleted on the device', async ({ page, context }) => {
    receiver = await startPushReceiver(() => '');
    await context.grantPermissions(['notifications']);
    await fakeSubscription(page, receiver);
    const list = await createReminder(page, 'Hohenfels', 'Bahnhofstraße');
    await list.getByRole('button', { name: 'Erinnerung für Bahnhofstraße 5, Hohenfels bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erinnerung bearbeiten' });
    await expect(dialog.getByRole('radio', { name: 'Am Vortag, 18 Uhr' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'Zwei Tage vorher' }).check();
    await saveRegistered(page, dialog);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText('Zwei Tage vorher');
    expect((await storedConfigurations(page)).map((c) => c.duration)).toEqual([48]);

    await list.getByRole('button', { name: 'Erinnerung für Bahnhofstraße 5, Hohenfels löschen' }).click();
    await expect(list.getByRole('status')).toHaveText('Die Erinnerung für Bahnhofstraße 5, Hohenfels wurde gelöscht.');
    await expect(list.getByText('Auf diesem Gerät ist noch keine Erinnerung eingerichtet.')).toBeVisible();
    expect(await storedConfigurations(page)).toEqual([]);
  });

  test.describe('phone width (390 x 844)', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the reminder dialog fills the phone, fits its width and passes axe', async ({ page }) => {
      const list = await openReminderForm(page);
      await list.getByRole('button', { name: 'Neue Erinnerung' }).click();
      const dialog = page.getByRole('dialog', { name: 'Neue Erinnerung' });
      await expect(dialog.getByRole('radio').first()).toBeVisible();
      await expect(dialog.getByRole('combobox', { name: 'Ort' })).toHaveValue('Hohenfels');
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, dialog: document.querySelector('[role="dialog"]')!.scrollWidth }));
      expect(widths.page).toBeLessThanOrEqual(390);
      expect(widths.dialog).toBeLessThanOrEqual(390);
      await expectAccessible(page, 'reminder form at 390 px');
    });
  });
});
