/** Whether the login dialog is open: a tiny store so the landing page and header can open it. */
import { useSyncExternalStore } from 'react';

let opened = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  opened = value;
  listeners.forEach((l) => l());
};

export const openLogin = () => set(true);
export const closeLogin = () => set(false);

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
