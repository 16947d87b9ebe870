// @vitest-environment jsdom
/** "Was gehört wohin?" with the Abfall-ABC beside the articles, and without the set. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rememberLiveCapabilities } from '../../../../src/api/gate';
import WikiPage from '../../../../src/modules/wiki/WikiPage';
import { capabilities } from '../../../../generated/capabilities';
import { collection, createTestQueryClient, renderWithPortal } from '../../dialogs/harness';

const ARTICLES = [
  { WikiArtikelId: 1, Titel: 'Gelbe Tonne: Verpackungen', Kategorie: 'Abfalltrennung', Inhalt: '<p>Joghurtbecher, Folien.</p>', Reihenfolge: 1 },
  { WikiArtikelId: 2, Titel: 'Batterien und Akkus', Kategorie: 'Schadstoffe', Inhalt: '<p>In die Sammelbox.</p>', Reihenfolge: 2 },
];
const ABC = [
  { AbfallABCId: 1, Begriff: 'Styropor', Synonyme: 'EPS, Styroporverpackung', Entsorgungsweg: 'Gelbe Tonne', Hinweis: 'Große Mengen zum Recyclinghof.', WikiArtikelId: 1, Abfallart: { Name: 'Gelbe Tonne', Farbe: '#ffd500' } },
  { AbfallABCId: 2, Begriff: 'Spiegel', Synonyme: 'Spiegelglas', Entsorgungsweg: 'Restmülltonne', Hinweis: null, WikiArtikelId: null, Abfallart: { Name: 'Restmüll', Farbe: '#5f6b73' } },
  { AbfallABCId: 3, Begriff: 'Glasflasche', Synonyme: 'Weinflasche', Entsorgungsweg: 'Glascontainer', Hinweis: null, WikiArtikelId: null, Abfallart: null },
];
const abcRequests = vi.fn();
const server = setupServer(
  http.get('*/api/WikiArtikel', () => HttpResponse.json(collection(ARTICLES))),
  http.get('*/api/AbfallABC', ({ request }) => {
    abcRequests(new URL(request.url).searchParams.get('$expand'));
    return HttpResponse.json(collection(ABC));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  abcRequests.mockReset();
  rememberLiveCapabilities(null);
});
afterAll(() => server.close());

const props = { objectId: null, phoneCountries: ['DE'], availableModules: ['wiki'], moduleHref: (m: string) => `/${m}`, onNavigate: vi.fn(), detail: undefined };

describe('wiki with the Abfall-ABC', () => {
  it('names item, waste type and where it goes as you type, linking the article', async () => {
    renderWithPortal(<WikiPage {...props} />, createTestQueryClient());
    const search = await screen.findByRole('searchbox', { name: 'Abfall oder Stichwort suchen' });
    await waitFor(() => expect(abcRequests).toHaveBeenCalledWith('Abfallart'));
    // Nothing of the ABC before a word is typed.
    expect(screen.queryByTestId('wiki-abc')).toBeNull();
    await userEvent.type(search, 'styroporverpackungen');
    const abc = await screen.findByRole('list', { name: 'Abfall-ABC' });
    const hit = within(abc).getByRole('listitem');
    within(hit).getByText('Styropor');
    within(hit).getByText('Gelbe Tonne');
    within(hit).getByText('Große Mengen zum Recyclinghof.');
    expect(within(hit).getByRole('link', { name: 'Mehr dazu im Artikel' }).getAttribute('href')).toBe('/wiki/1');
    // No article mentions the word: said beside the hit, not as "nothing found".
    screen.getByText('Zu „styroporverpackungen“ gibt es keinen Artikel.');
  });

  it('says where an item without a waste type of its own goes', async () => {
    renderWithPortal(<WikiPage {...props} />, createTestQueryClient());
    await userEvent.type(await screen.findByRole('searchbox'), 'Weinflaschen');
    const hit = within(await screen.findByRole('list', { name: 'Abfall-ABC' })).getByRole('listitem');
    within(hit).getByText('Glasflasche');
    within(hit).getByText('Wohin damit: Glascontainer');
    expect(within(hit).queryByRole('link')).toBeNull();
  });

  it('gives an empty search one German empty state with a way back', async () => {
    renderWithPortal(<WikiPage {...props} />, createTestQueryClient());
    await waitFor(() => expect(abcRequests).toHaveBeenCalled());
    await userEvent.type(await screen.findByRole('searchbox'), 'Atomkraftwerk');
    expect(await screen.findByText('Zu „Atomkraftwerk“ haben wir nichts gefunden. Versuchen Sie einen anderen Begriff oder fragen Sie die Abfallberatung.')).toBeTruthy();
    expect(screen.queryByText('Hier gibt es noch nichts zu sehen.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Suche zurücksetzen' }));
    expect(within(screen.getByRole('list', { name: 'Artikel' })).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('wiki without the Abfall-ABC', () => {
  it('shows the articles only and never asks for the set', async () => {
    rememberLiveCapabilities({ ...capabilities, entitySets: capabilities.entitySets.filter((s) => s !== 'AbfallABC') });
    renderWithPortal(<WikiPage {...props} />, createTestQueryClient());
    await userEvent.type(await screen.findByRole('searchbox'), 'Batterie');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Artikel' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByTestId('wiki-abc')).toBeNull();
    expect(abcRequests).not.toHaveBeenCalled();
  });
});
