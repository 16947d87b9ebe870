/**
 * Mantine's autosizing textarea measures text in a hidden textarea it appends to <body> itself,
 * labelled in English ("autosize measurement"). It is aria-hidden, but checkers and some assistive
 * technologies still read the attribute; everything the portal exposes is German.
 */
const FOREIGN_LABELS: Record<string, string> = { 'autosize measurement': 'app.measurementField' };

function relabel(root: ParentNode, translate: (key: string) => string): void {
  for (const [english, key] of Object.entries(FOREIGN_LABELS)) {
    for (const element of root.querySelectorAll(`[aria-label="${english}"]`)) element.setAttribute('aria-label', translate(key));
  }
}

/** Watches <body>'s direct children (where the library puts its element); returns the stop function. */
export function germanizeForeignLabels(translate: (key: string) => string, body: HTMLElement = document.body): () => void {
  relabel(body, translate);
  const observer = new MutationObserver(() => relabel(body, translate));
  observer.observe(body, { childList: true });
  return () => observer.disconnect();
}
