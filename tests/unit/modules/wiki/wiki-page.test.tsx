// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WikiPage from '../../../../src/modules/wiki/WikiPage';
import { PageHeadingProvider } from '../../../../src/ui/page-heading';
import { PageTitle } from '../../../../src/ui/shell/PageTitle';
import { collection, createTestQueryClient, renderWithPortal } from '../../dialogs/harness';

const ARTICLES = [
  { WikiArtikelId: 1, Titel: 'Was gehört in die Restmülltonne?', Kategorie: 'Abfalltrennung', Inhalt: '<p>Windeln. Nicht hinein: Batterien.</p>', Reihenfolge: 1 },
  { WikiArtikelId: 2, Titel: 'Batterien und Akkus', Kategorie: 'Schadstoffe', Inhalt: '<p>In die <strong>Sammelbox</strong>. <a href="/calendar">Abfuhrkalender</a>, <a href="https://example.org/a">mehr</a>.</p>', Reihenfolge: 2 },
  { WikiArtikelId: 3, Titel: 'Elektrogeräte und Kühlschränke', Kategorie: 'Elektrogeräte', Inhalt: '<p>Sperrmüll.</p>', Reihenfolge: 3 },
];
let rows: unknown[] = ARTICLES;
// No Abfall-ABC entries: the page is the article search alone (abc-page.test.tsx has the ABC).
const server = setupServer(
  http.get('*/api/WikiArtikel', () => HttpResponse.json(collection(rows))),
  http.get('*/api/AbfallABC', () => HttpResponse.json(collection([]))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  rows = ARTICLES;
});
afterAll(() => server.close());

const props = (detail?: string, onNavigate = vi.fn()) => ({
  objectId: null,
  phoneCountries: ['DE'],
  availableModules: ['wiki'],
  moduleHref: (m: string) => `/${m}`,
  onNavigate,
  detail,
});

/** The page inside the shell's heading, as the layout renders it. */
const inShell = (detail: string, onNavigate = vi.fn()) => (
  <PageHeadingProvider>
    <PageTitle pathname={`/wiki/${detail}`} />
    <WikiPage {...props(detail, onNavigate)} />
  </PageHeadingProvider>
);

const titles = () => within(screen.getByRole('list', { name: 'Artikel' })).getAllByRole('heading').map((h) => h.textContent);

describe('wiki list', () => {
  it('searches as you type, forgiving plurals and umlaut spellings', async () => {
    renderWithPortal(<WikiPage {...props()} />, createTestQueryClient());
    const search = await screen.findByRole('searchbox', { name: 'Abfall oder Stichwort suchen' });
    expect(titles()).toHaveLength(3);
    await userEvent.type(search, 'Batterie');
    await waitFor(() => expect(titles()).toEqual(['Batterien und Akkus', 'Was gehört in die Restmülltonne?']));
    expect(screen.getByTestId('wiki-count').textContent).toBe('2 Artikel gefunden');
    await userEvent.clear(search);
    await userEvent.type(search, 'Kuehlschrank');
    await waitFor(() => expect(titles()).toEqual(['Elektrogeräte und Kühlschränke']));
  });

  it('filters by category and says so when nothing matches, with a way back', async () => {
    renderWithPortal(<WikiPage {...props()} />, createTestQueryClient());
    await userEvent.click(await screen.findByRole('radio', { name: 'Schadstoffe' }));
    expect(titles()).toEqual(['Batterien und Akkus']);
    await userEvent.type(screen.getByRole('searchbox'), 'Fahrrad');
    expect(await screen.findByText(/Zu „Fahrrad“ haben wir nichts gefunden/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Suche zurücksetzen' }));
    expect(titles()).toHaveLength(3);
  });

  it('shows a German empty state when the authority has no articles', async () => {
    rows = [];
    renderWithPortal(<WikiPage {...props()} />, createTestQueryClient());
    expect(await screen.findByText('Es sind noch keine Artikel vorhanden.')).toBeTruthy();
  });

  it('links each article to its page', async () => {
    const onNavigate = vi.fn();
    renderWithPortal(<WikiPage {...props(undefined, onNavigate)} />, createTestQueryClient());
    const link = await screen.findByRole('link', { name: 'Batterien und Akkus' });
    expect(link.getAttribute('href')).toBe('/wiki/2');
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/wiki/2');
  });
});

describe('wiki article', () => {
  it('renders simple formatting and links; portal links open in the app, others in a new tab', async () => {
    const onNavigate = vi.fn();
    renderWithPortal(inShell('2', onNavigate), createTestQueryClient());
    // The article names the page: one h1 with its title, not the path's id.
    expect(await screen.findByRole('heading', { name: 'Batterien und Akkus', level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const content = screen.getByTestId('wiki-article-content');
    await waitFor(() => expect(content.querySelector('strong')?.textContent).toBe('Sammelbox'));
    const external = within(content).getByRole('link', { name: 'mehr' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    await userEvent.click(within(content).getByRole('link', { name: 'Abfuhrkalender' }));
    expect(onNavigate).toHaveBeenCalledWith('/calendar');
  });

  it('says so for an unknown article and leads back to the list', async () => {
    renderWithPortal(inShell('99'), createTestQueryClient());
    expect(await screen.findByText('Diesen Artikel gibt es nicht oder nicht mehr.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wissenswertes');
    expect(screen.getByRole('link', { name: 'Alle Artikel' }).getAttribute('href')).toBe('/wiki');
  });

  it('renders every payload of the XSS corpus inertly', async () => {
    const corpusDir = resolve('tests/fixtures/xss');
    const payloads = readdirSync(corpusDir)
      .filter((f) => f.endsWith('.txt'))
      .flatMap((f) => readFileSync(join(corpusDir, f), 'utf8').split(/\r?\n/))
      .filter((l) => l.trim() !== '');
    expect(payloads.length).toBeGreaterThan(400);
    // One article holding the whole corpus: what the page shows must contain nothing executable.
    rows = [{ WikiArtikelId: 7, Titel: '<img src=x onerror=alert(1)>', Kategorie: '<script>alert(1)</script>', Inhalt: payloads.join('\n'), Reihenfolge: 1 }];
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWithPortal(inShell('7'), createTestQueryClient());
    // Title and category are text, never markup.
    expect(await screen.findByRole('heading', { name: '<img src=x onerror=alert(1)>', level: 1 })).toBeTruthy();
    const content = screen.getByTestId('wiki-article-content');
    await waitFor(() => expect(content.textContent?.length).toBeGreaterThan(0));
    const article = content.closest('article')!;
    expect(article.querySelectorAll('script, iframe, object, embed, svg, math, style, img, form, base, link, meta').length).toBe(0);
    for (const el of article.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) expect(attr.startsWith('on'), `${el.tagName} ${attr}`).toBe(false);
      if (el.tagName === 'A' && el.hasAttribute('href')) expect(el.getAttribute('href')).toMatch(/^(https:|mailto:|tel:|\/(?!\/))/i);
    }
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });
});
