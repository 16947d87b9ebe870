// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localeCookie } from '../../../src/i18n/cookie';
import { formatDate } from '../../../src/i18n';
import { NavList } from '../../../src/ui/shell/NavList';
import { ObjectSelector } from '../../../src/ui/shell/ObjectSelector';
import { PageHeadingProvider, usePageHeading } from '../../../src/ui/page-heading';
import { PageTitle, subtitleKey } from '../../../src/ui/shell/PageTitle';
import { LandingPage } from '../../../src/ui/shell/LandingPage';
import type { ObjectView } from '../../../src/ui/types';
import { renderUi } from './render';

afterEach(cleanup);
beforeAll(async () => {
  // jsdom has no layout; Mantine's combobox scrolls the selected option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
  await import('../../../src/ui/shell/ObjectSelectorView');
});

describe('page title', () => {
  it('picks the subtitle from the last path segment, index for the start page', () => {
    expect(subtitleKey('/')).toBe('index');
    expect(subtitleKey('')).toBe('index');
    expect(subtitleKey('/objects/12/dump/')).toBe('dump');
    expect(subtitleKey('/calendar')).toBe('calendar');
    // An id names nothing: a detail page takes its module's subtitle.
    expect(subtitleKey('/wiki/2')).toBe('wiki');
    expect(subtitleKey('/objects/3')).toBe('objects');
  });

  it('shows one h1 with the page subtitle under the portal title', () => {
    renderUi(<PageTitle pathname="/objects/3/calendar" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Abfuhrkalender');
    screen.getByText('Bürgerportal');
  });

  it('names the tab after the page, and moves the focus to the h1 on a page change only', () => {
    const link = document.createElement('a');
    link.href = '#';
    document.body.append(link);
    link.focus();
    const { rerender } = renderUi(<PageTitle pathname="/objects/3/dump" />);
    expect(document.title).toBe('Sperrmüll – Bürgerportal');
    // The first page leaves the focus where the browser put it.
    expect(document.activeElement).toBe(link);
    rerender(<PageTitle pathname="/objects/3/calendar" />);
    expect(document.title).toBe('Abfuhrkalender – Bürgerportal');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    link.remove();
  });

  it('leaves the focus in a form field when the path changes under it (object selector)', () => {
    const field = document.createElement('input');
    document.body.append(field);
    const { rerender } = renderUi(<PageTitle pathname="/objects/3/calendar" />);
    field.focus();
    rerender(<PageTitle pathname="/objects/4/calendar" />);
    expect(document.activeElement).toBe(field);
    field.remove();
  });

  it('falls back to the portal title for unknown segments instead of showing a key', () => {
    renderUi(<PageTitle pathname="/objects/3/unknown" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bürgerportal');
  });

  it("shows the heading a page sets for itself while it is shown, else the path's", () => {
    function Article({ title }: { title: string | null }) {
      usePageHeading(title);
      return null;
    }
    const page = (title: string | null, shown = true) => (
      <PageHeadingProvider>
        <PageTitle pathname="/wiki/2" />
        {shown && <Article title={title} />}
      </PageHeadingProvider>
    );
    const { rerender } = renderUi(page(null));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wissenswertes');
    rerender(page('Batterien und Akkus'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Batterien und Akkus');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    rerender(page('Batterien und Akkus', false));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wissenswertes');
  });

  it('lets an error page override what a page set', () => {
    function Page() {
      usePageHeading('Batterien');
      return null;
    }
    renderUi(
      <PageHeadingProvider>
        <PageTitle pathname="/wiki/2" subtitle="Seite nicht gefunden" />
        <Page />
      </PageHeadingProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Seite nicht gefunden');
  });
});

describe('navigation list', () => {
  it('renders real links, marks the current page and breaks labels after a slash', async () => {
    const onNavigate = vi.fn();
    renderUi(
      <NavList
        onNavigate={onNavigate}
        items={[
          { key: 'calendar', path: '/objects/1/calendar', labelKey: 'nav.calendar', icon: 'calendar', active: true },
          { key: 'dump', path: '/objects/1/dump', labelKey: 'Sperrmüll/Wertstoffe', icon: 'sofa', active: false },
        ]}
      />,
    );
    const current = screen.getByRole('link', { name: 'Abfuhrkalender' });
    expect(current.getAttribute('href')).toBe('/objects/1/calendar');
    expect(current.getAttribute('aria-current')).toBe('page');
    const dump = screen.getByRole('link', { name: /Sperrmüll\/\s*Wertstoffe/ });
    expect(dump.querySelector('br')).not.toBeNull();
    await userEvent.click(dump);
    expect(onNavigate).toHaveBeenCalledWith('/objects/1/dump');
  });
});

describe('landing page', () => {
  const calendar = { key: 'calendar', texts: 'landing.calendar', path: '/calendar', icon: 'calendar' } as const;
  const register = { key: 'register', texts: 'landing.register', path: '/register', icon: 'newUser' } as const;

  it('offers login only when the profile has private access', () => {
    const { unmount } = renderUi(<LandingPage access={['public']} topics={[calendar]} onNavigate={() => undefined} onLogin={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Anmelden' })).toBeNull();
    unmount();
    renderUi(<LandingPage access={['public', 'private']} topics={[calendar]} onNavigate={() => undefined} onLogin={() => undefined} />);
    screen.getByRole('button', { name: 'Anmelden' });
  });

  it('draws exactly the cards it is given, each linking to its page', () => {
    const { unmount } = renderUi(<LandingPage access={['public', 'private']} topics={[calendar, register]} onNavigate={() => undefined} onLogin={() => undefined} />);
    expect(screen.getByRole('link', { name: /Abfuhrkalender/ }).getAttribute('href')).toBe('/calendar');
    expect(screen.getByRole('link', { name: /registrieren/i }).getAttribute('href')).toBe('/register');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    unmount();
    renderUi(<LandingPage access={['public', 'private']} topics={[]} onNavigate={() => undefined} onLogin={() => undefined} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});

describe('object selector', () => {
  const objects: ObjectView[] = [
    { ObjekteId: 1, HausNr: 10, Strasse: { Name: 'Lindenweg' } },
    { ObjekteId: 2, HausNr: 2, Strasse: { Name: 'Lindenweg' } },
    { ObjekteId: 3, HausNr: 1, Strasse: { Name: 'Alte Gasse' }, EigentuemerBis: new Date('2020-01-01') },
  ];

  it('preselects the given object, lists current ones in order and reports the choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<ObjectSelector objects={objects} value={1} onChange={onChange} now={new Date('2026-01-01')} />);
    // Few objects: a native select (ObjectSelector.test.tsx covers both variants in depth).
    const select = (await screen.findByRole('combobox', { name: 'Objekt' }, { timeout: 10_000 })) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Lindenweg 10');
    expect([...select.options].filter((option) => option.value).map((option) => option.textContent)).toEqual(['Lindenweg 2', 'Lindenweg 10']);
    await user.selectOptions(select, 'Lindenweg 2');
    expect(onChange).toHaveBeenCalledWith(2);
  });
});

describe('locale and dates', () => {
  it('writes the locale cookie for a year, Secure only over https', () => {
    expect(localeCookie('de', true)).toBe('i18n_redirected=de; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(localeCookie('de', false)).not.toContain('Secure');
  });

  it('formats dates in Berlin time with German names, whatever the device zone', () => {
    // 23:30 UTC on 31 Dec is already New Year in Berlin.
    expect(formatDate(new Date('2025-12-31T23:30:00Z'), 'EEEE, d. MMMM yyyy')).toBe('Donnerstag, 1. Januar 2026');
    expect(formatDate(new Date('2026-07-01T10:00:00Z'), 'dd.MM.yyyy HH:mm')).toBe('01.07.2026 12:00');
  });
});
