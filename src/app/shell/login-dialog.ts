/** Whether the login dialog is open: a tiny store so the landing page and header can open it. */
import { useSyncExternalStore } from 'react';

interface LoginDialogState {
  opened: boolean;
  /** The login to fill in (after a registration or a new password); null = empty field. */
  identifier: string | null;
  /** Where a page that asked for the login wants the resident afterwards (e.g. /claims). */
  target: string | null;
}

let state: LoginDialogState = { opened: false, identifier: null, target: null };
const listeners = new Set<() => void>();
const set = (next: LoginDialogState) => {
  state = next;
  listeners.forEach((l) => l());
};

// Also used directly as a click handler: anything but a string (the click event) fills in nothing.
export const openLogin = (identifier?: unknown) =>
  set({ opened: true, identifier: typeof identifier === 'string' && identifier !== '' ? identifier : null, target: null });
/** Opens the login dialog and, after success, goes back to `path` (the page that asked). */
export const openLoginFor = (path: string) => set({ opened: true, identifier: null, target: path });
export const closeLogin = () => set({ opened: false, identifier: null, target: null });
/** The path given to `openLoginFor`, if the dialog was opened that way. */
export const loginTarget = (): string | null => state.target;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useLoginOpened(): boolean {
  return useSyncExternalStore(subscribe, () => state.opened, () => false);
}

export function useLoginPrefill(): string | null {
  return useSyncExternalStore(subscribe, () => state.identifier, () => null);
}
