/**
 * The street a visitor picked on /calendar: in the page's address (`?ort=<town key>&strasse=<id>`,
 * so it can be bookmarked and shared) and remembered on the device (public data only, kept across
 * logout), so the next visit, and a visit without a network, opens that street's calendar at once.
 */
import { useCallback, useEffect, useState } from 'react';

const CHOSEN_STREET_KEY = 'calendarStreet';

export interface ChosenStreet {
  townKey: string;
  streetId: number | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null);
const id = (value: unknown): number | null => {
  const raw = text(value);
  return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
};

/** The choice an address names, if any. */
export function chosenFromSearch(search: Record<string, unknown>): ChosenStreet | null {
  const townKey = text(search.ort);
  return townKey === null ? null : { townKey, streetId: id(search.strasse) };
}

export function rememberedStreet(store: Pick<Storage, 'getItem'> | null = safeStorage()): ChosenStreet | null {
  try {
    const parsed = JSON.parse(store?.getItem(CHOSEN_STREET_KEY) ?? 'null') as Record<string, unknown> | null;
    return parsed && typeof parsed === 'object' ? chosenFromSearch({ ort: parsed.townKey, strasse: parsed.streetId }) : null;
  } catch {
    return null;
  }
}

export function rememberStreet(choice: ChosenStreet | null, store: Pick<Storage, 'setItem' | 'removeItem'> | null = safeStorage()): void {
  try {
    if (choice === null) store?.removeItem(CHOSEN_STREET_KEY);
    else store?.setItem(CHOSEN_STREET_KEY, JSON.stringify(choice));
  } catch {
    // storage disabled or full: the address still carries the choice
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The page's own address with `choice` in its query (other parameters dropped: the page has none). */
export function addressOf(pathname: string, choice: ChosenStreet | null): string {
  const params = new URLSearchParams();
  if (choice) {
    params.set('ort', choice.townKey);
    if (choice.streetId !== null) params.set('strasse', String(choice.streetId));
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The choice of the address on arrival, else the remembered one; a change goes to both (the page's
 * address is replaced through `navigate`, not pushed: the back button leaves the calendar).
 */
export function useChosenStreet(navigate?: (href: string, options: { replace: boolean }) => void): [ChosenStreet | null, (choice: ChosenStreet | null) => void] {
  const [choice, setChoice] = useState<ChosenStreet | null>(
    () => chosenFromSearch(Object.fromEntries(new URLSearchParams(typeof location === 'undefined' ? '' : location.search))) ?? rememberedStreet(),
  );

  const write = useCallback(
    (next: ChosenStreet | null) => {
      setChoice(next);
      rememberStreet(next);
      if (typeof location !== 'undefined') navigate?.(addressOf(location.pathname, next), { replace: true });
    },
    [navigate],
  );

  // A remembered choice opened without one in the address: the address shows it too.
  useEffect(() => {
    if (choice && typeof location !== 'undefined' && location.search === '') navigate?.(addressOf(location.pathname, choice), { replace: true });
  }, []); // on arrival only

  return [choice, write];
}
