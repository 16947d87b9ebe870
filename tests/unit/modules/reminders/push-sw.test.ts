// The service worker part of reminders (public/push-sw.js, imported by the generated /sw.js): run
// in a sandbox with a fake worker scope, as the browser would dispatch push and notificationclick.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

type Listener = (event: Record<string, unknown>) => void;

function worker(windows: { url: string; focus: () => Promise<void> }[] = []) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const subscribe = vi.fn(async () => ({}));
  const self = {
    location: { origin: 'https://portal.example' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification, pushManager: { subscribe } },
    clients: { matchAll: vi.fn(async () => windows), openWindow },
  };
  runInNewContext(readFileSync(join(process.cwd(), 'public/push-sw.js'), 'utf8'), { self, URL });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  return { dispatch, showNotification, openWindow, subscribe };
}

const data = (value: unknown) => ({ json: () => value, text: () => JSON.stringify(value) });

describe('push service worker', () => {
  it("shows the server's German reminder as a notification", async () => {
    const w = worker();
    await w.dispatch('push', { data: data({ title: 'Abfuhr morgen: Restmüll', body: 'Restmüll wird am Dienstag abgeholt.', url: '/objects/2/calendar', tag: 'abfuhr-1' }) });
    expect(w.showNotification).toHaveBeenCalledWith('Abfuhr morgen: Restmüll', expect.objectContaining({ body: 'Restmüll wird am Dienstag abgeholt.', tag: 'abfuhr-1', lang: 'de', data: { url: 'https://portal.example/objects/2/calendar' } }));
  });

  it('opens the calendar on a tap, never another site', async () => {
    for (const [url, opened] of [
      ['/objects/2/calendar', 'https://portal.example/objects/2/calendar'],
      ['https://evil.example/phish', 'https://portal.example/calendar'],
      [undefined, 'https://portal.example/calendar'],
    ] as const) {
      const w = worker();
      const close = vi.fn();
      await w.dispatch('push', { data: data({ title: 'T', body: 'B', url }) });
      const options = (w.showNotification.mock.calls[0] as unknown as [string, { data: unknown }])[1];
      await w.dispatch('notificationclick', { notification: { data: options.data, close } });
      expect(close).toHaveBeenCalled();
      expect(w.openWindow).toHaveBeenCalledWith(opened);
    }
  });

  it('focuses the calendar when it is already open', async () => {
    const focus = vi.fn(async () => undefined);
    const w = worker([{ url: 'https://portal.example/calendar', focus }]);
    await w.dispatch('notificationclick', { notification: { data: { url: '/calendar' }, close: () => undefined } });
    expect(focus).toHaveBeenCalled();
    expect(w.openWindow).not.toHaveBeenCalled();
  });

  it('subscribes again with the same server key when the push service replaced the subscription', async () => {
    const w = worker();
    const key = new Uint8Array([4, 1, 2]).buffer;
    await w.dispatch('pushsubscriptionchange', { oldSubscription: { options: { applicationServerKey: key } } });
    expect(w.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: key });
  });
});
