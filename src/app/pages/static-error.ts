/**
 * The error page for when the portal's own code cannot load: after the one
 * guarded reload a second chunk failure left a blank white page. Plain DOM, because React and the
 * rest of the portal are exactly what failed to arrive; the texts come from de-DE.json (only the
 * errorPage entries end up in the entry chunk).
 */
import { drawer, errorPage } from '../../i18n/de-DE.json';

export function showStaticErrorPage(root: HTMLElement, reload: () => void = () => window.location.reload()): void {
  const main = document.createElement('main');
  main.className = 'boot-error';
  main.setAttribute('data-testid', 'error-page');
  const title = document.createElement('h1');
  title.textContent = errorPage.title.replace('{{status}}', '').trim();
  const text = document.createElement('p');
  text.textContent = errorPage.chunk;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = errorPage.reload;
  button.addEventListener('click', reload);
  main.append(title, text, button);
  // The accessibility pages are linked from every page, this one too; plain links, since the
  // portal's router is what failed to load (a full load of the page may well succeed).
  const footer = document.createElement('footer');
  footer.className = 'boot-error__footer';
  const nav = document.createElement('nav');
  nav.setAttribute('aria-label', drawer.accessibility);
  const pages: [string, string][] = [
    ['/barrierefreiheit', drawer.statement],
    ['/barriere-melden', drawer.report],
    ['/leichte-sprache', drawer.easyLanguage],
    ['/gebaerdensprache', drawer.signLanguage],
  ];
  for (const [href, label] of pages) {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = label;
    nav.append(link);
  }
  footer.append(nav);
  root.replaceChildren(main, footer);
  document.title = errorPage.reload;
}
