import { useCallback, useSyncExternalStore } from 'react';

// Not in lib.dom: Chromium's deferred install prompt.
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

// The event fires once, possibly before React mounts, so it is captured at module load and shared
// by every button (desktop and mobile drawer).
let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallPrompt() {
  const available = useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
  const prompt = useCallback(async () => {
    const event = deferred;
    if (!event) return;
    await event.prompt();
    await event.userChoice.catch(() => undefined);
    // A prompt can be shown only once.
    deferred = null;
    notify();
  }, []);
  return { available, prompt };
}
