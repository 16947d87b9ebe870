/*
 * Push reminders in the portal's service worker (/sw.js imports this file, see vite.config.ts):
 * shows the reminder the backend sent ({title, body, url, tag}, German text made by the server)
 * and opens the calendar it names when the notification is tapped. Only same-origin pages open.
 */
'use strict';

// The app's name (manifest short_name) for a message without a title; the server always sends one.
const FALLBACK_TITLE = 'Bürgerportal';
const FALLBACK_PATH = '/calendar';

function sameOriginUrl(raw) {
  try {
    const url = new URL(typeof raw === 'string' && raw ? raw : FALLBACK_PATH, self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL(FALLBACK_PATH, self.location.origin).href;
  } catch {
    return new URL(FALLBACK_PATH, self.location.origin).href;
  }
}

function readPayload(data) {
  if (!data) return {};
  try {
    const value = data.json();
    return value && typeof value === 'object' ? value : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = readPayload(event.data);
  const title = typeof message.title === 'string' && message.title ? message.title : FALLBACK_TITLE;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      lang: 'de',
      icon: '/pwa-192x192.png',
      data: { url: sameOriginUrl(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url && 'focus' in client);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});

// The push service replaced the subscription: subscribe again with the same server key, so the
// page finds the new one at its next start and re-registers the reminders with it.
self.addEventListener('pushsubscriptionchange', (event) => {
  const options = event.oldSubscription && event.oldSubscription.options;
  if (!options || !options.applicationServerKey) return;
  event.waitUntil(self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: options.applicationServerKey }));
});
