/**
 * The authority's colour as portal.json names it (`theme.primaryColor`): a `#rrggbb` value, or the
 * reference yellow when it names none or something else. One rule for the deployment config and
 * the theme, which reads the colour itself so that it needs nothing of app/.
 */
const REFERENCE_YELLOW = '#ffd500';

export function authorityColour(value: string | null | undefined): string {
  return value && /^#[0-9a-f]{6}$/i.test(value) ? value : REFERENCE_YELLOW;
}
