/** Whether the login dialog is open: a tiny store so the landing page and header can open it. */
import { useSyncExternalStore } from 'react';

let opened = false;
/** Where a page that asked for the login wants the resident afterwards (e.g. /claims). */
let target: string | null = null;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  opened = value;
  listeners.forEach((l) => l());
};

export const openLogin = () => {
  target = null;
  set(true);
};
/** Opens the login dialog and, after success, goes back to `path` (the page that asked). */
export const openLoginFor = (path: string) => {
  target = path;
  set(true);
};
export const closeLogin = () => set(false);
/** The path given to `openLoginFor`, if the dialog was opened that way. */
export const loginTarget = (): string | null => target;

export function useLoginOpened(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => opened,
    () => false,
  );
}
