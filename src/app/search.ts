/**
 * Plain query strings instead of the router's JSON search format: the portal's flags are bare
 * (`/?expired`) and values are plain strings (`?redirect=/objects/1/calendar`).
 */
export function parseSearch(searchStr: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(searchStr)) result[key] = value;
  return result;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === false) continue;
    const name = encodeURIComponent(key);
    parts.push(value === true || value === '' ? name : `${name}=${encodeURIComponent(String(value))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Bare flags that open the account dialogs over the current page (`/objects/7/calendar?settings`). */
export const SETTINGS_FLAG = 'settings';
export const PASSWORD_FLAG = 'password';

export const hasFlag = (search: unknown, flag: string): boolean => typeof search === 'object' && search !== null && flag in search;

/** The current path with one bare flag: the link that opens a dialog there. */
export const withFlag = (pathname: string, flag: string): string => `${pathname}${stringifySearch({ [flag]: true })}`;
