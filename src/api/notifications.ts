/**
 * The global error message behind the error snackbar ("shows stored message … closing
 * clears it"). Any layer may record an error; the app renders the ui's ErrorSnackbar from it.
 * A message is an i18n key or a ready text (the snackbar translates keys and sanitises HTML).
 */
import { useSyncExternalStore } from 'react';

let message: string | null = null;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export function showError(text: string): void {
  message = text;
  emit();
}

export function clearError(): void {
  if (message === null) return;
  message = null;
  emit();
}

/** Clears the snackbar only while it still shows `text` (a later, other error stays). */
export function withdrawError(text: string): void {
  if (message === text) clearError();
}

export function currentError(): string | null {
  return message;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useErrorMessage(): string | null {
  return useSyncExternalStore(subscribe, currentError, () => null);
}

/**
 * How a dialog or module page reports a failure: a ready German text (translated, parameters
 * filled in). The default is the global snackbar; hosts (tests, embedding pages) may pass their own.
 */
export type ErrorReporter = (message: string) => void;

export const reportToSnackbar: ErrorReporter = (message) => showError(message);
