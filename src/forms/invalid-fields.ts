/**
 * The fields of a generated form that have a problem, found by their rjsf ids (`root_<name>`,
 * options of a radio group `root_<name>-0` …), in the order they stand on the page.
 */
const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

// Inside a quoted attribute value only the quote and the backslash need escaping; this also runs
// where `CSS.escape` does not exist (jsdom in the unit tests).
const quoted = (value: string): string => value.replace(/["\\]/g, '\\$&');

function controlOf(root: ParentNode, name: string): HTMLElement | null {
  const exact = root.querySelector<HTMLElement>(`[id="root_${quoted(name)}"]`) ?? root.querySelector<HTMLElement>(`[id^="root_${quoted(name)}-"]`);
  if (!exact) return null;
  return exact.matches(FOCUSABLE) ? exact : exact.querySelector<HTMLElement>(FOCUSABLE);
}

/** The controls of `names` inside `root`, in document order. */
export function invalidControls(root: ParentNode, names: readonly string[]): HTMLElement[] {
  return names
    .map((name) => controlOf(root, name))
    .filter((control): control is HTMLElement => control !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/**
 * Marks exactly the controls of `names` as invalid (aria-invalid). Mantine marks its text inputs
 * itself, but not checkboxes and radios: the consent box showed its message but was not "invalid"
 * to a screen reader. Returns the controls marked now, to unmark them next time.
 */
export function markInvalid(root: ParentNode, names: readonly string[], before: readonly HTMLElement[]): HTMLElement[] {
  const now = invalidControls(root, names);
  for (const control of before) if (!now.includes(control)) control.removeAttribute('aria-invalid');
  for (const control of now) control.setAttribute('aria-invalid', 'true');
  return now;
}
