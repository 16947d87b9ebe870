/**
 * Plain query strings instead of the router's JSON search format: the portal's flags are bare
 * (`/?expired`, SPEC section 2) and values are plain strings (`?redirect=/objects/1/calendar`).
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
