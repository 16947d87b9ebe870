// @vitest-environment jsdom
/**
 * A profile without a login never asks for one. The profiles come from PROFILE_INFO and the pages
 * from the module definitions (every general page the profile offers a visitor, every wiki
 * article), rendered as the portal renders them there (no login handler) against the reference
 * backend; the start page's notes follow the same rule.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { capabilities as reference } from '../../../generated/capabilities';
import { capabilityGate } from '../../../src/api/gate';
import { MODULE_NAMES, offersLogin, PROFILE_INFO, PROFILES, readDumpBooking, type ProfileName } from '../../../src/app/config';
import { modulePage } from '../../../src/app/module-pages';
import { deploymentOf } from '../../../src/app/navigation';
import { START_FLAGS, startFlag } from '../../../src/app/pages/StartContent';
import { hasGeneralPage, MODULES, type ModuleName } from '../../../src/modules/registry';
import { loginPrompts } from '../../support/login-prompt';
import { renderWithPortal } from '../dialogs/harness';
import { URL as NodeURL } from 'node:url';
import type { Harness } from '../server/helpers';

// The reference backend reads its files by path from its module's address, which jsdom's URL
// does not turn into a file path: it is loaded with Node's URL in place.
let backend: Harness;
async function startBackend(): Promise<void> {
  const domUrl = globalThis.URL;
  globalThis.URL = NodeURL as unknown as typeof URL;
  try {
    const { harness } = await import('../server/helpers');
    backend = harness();
  } finally {
    globalThis.URL = domUrl;
  }
}
let pending = 0;
const server = setupServer(
  http.all('*/api/*', async ({ request }) => {
    pending += 1;
    try {
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : await request.text();
      return await backend.request(url.pathname + url.search, { method: request.method, headers: request.headers, body });
    } finally {
      pending -= 1;
    }
  }),
);
beforeAll(async () => {
  await startBackend();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => cleanup());
afterAll(() => server.close());

const gate = capabilityGate(reference);
const LOGIN_FREE = PROFILES.filter((profile) => !offersLogin(PROFILE_INFO[profile]));
const visitorPages = (profile: ProfileName): ModuleName[] =>
  MODULE_NAMES.filter((module) => hasGeneralPage(module, gate, deploymentOf(MODULE_NAMES, profile), { authorized: false }));

/** Renders a module's general page as ModulePage does where nobody can log in, and waits until its data is in. */
async function renderVisitorPage(module: ModuleName, available: readonly string[], detail?: string, dumpBooking = readDumpBooking(null)) {
  const Page = modulePage(MODULES[module]);
  if (!Page) throw new Error(`no page for ${module}`);
  const view = renderWithPortal(
    <Suspense fallback={<p role="status">lädt</p>}>
      <div data-module={module}>
        <Page
          objectId={null}
          phoneCountries={['DE']}
          availableModules={available}
          moduleHref={(name) => `/${name}`}
          onNavigate={() => {}}
          authorized={false}
          onLogin={undefined}
          dumpBooking={dumpBooking}
          detail={detail}
        />
      </div>
    </Suspense>,
  );
  await screen.findByText((_, element) => element?.getAttribute('data-module') === module && (element.textContent ?? '').length > 0, {}, { timeout: 5000 });
  // Settled: no request under way and no loading note, twice in a row (a page may chain its queries).
  for (let round = 0; round < 2; round += 1) {
    await waitFor(() => {
      expect(pending).toBe(0);
      expect(screen.queryByText(/lädt|wird geladen|werden geladen/)).toBeNull();
    }, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return view;
}

function expectNoLoginPrompt(container: HTMLElement, where: string): void {
  expect(loginPrompts(container.textContent ?? ''), where).toEqual([]);
  const controls = [...container.querySelectorAll('a, button')];
  expect(controls.map((c) => c.getAttribute('href') ?? '').filter((href) => href.includes('redirect=')), where).toEqual([]);
}

describe('profiles without a login', () => {
  it('exist, and are told apart from those with one by their access', () => {
    expect(LOGIN_FREE.length).toBeGreaterThan(0);
    expect(LOGIN_FREE).not.toContain('default');
  });

  it('show none of the start page notes that ask to log in (again), whatever the address says', () => {
    for (const profile of LOGIN_FREE) {
      for (const flag of START_FLAGS) expect(startFlag({ [flag]: '1' }, PROFILE_INFO[profile]), `${profile} ?${flag}`).toBeUndefined();
    }
    // With a login the note is what explains why the visitor is at the start page.
    expect(startFlag({ redirect: '/dump' }, PROFILE_INFO.default)).toBe('redirect');
  });

  for (const profile of LOGIN_FREE) {
    it(`${profile}: offers a visitor the bulky-waste page among its general pages`, () => {
      expect(visitorPages(profile)).toContain('dump');
    });
  }

  // A page learns the profile only from its props (no login handler here), so each page offered
  // without a login in any of these profiles is rendered once.
  const pages = [...new Set(LOGIN_FREE.flatMap(visitorPages))];
  for (const module of pages) {
    it(`/${module} asks nobody to log in`, async () => {
      const { container } = await renderVisitorPage(module, pages);
      expectNoLoginPrompt(container, `/${module}`);
    });
  }

  if (pages.includes('wiki')) {
    it('no wiki article asks to log in', async () => {
      const articles = (await backend.json('/api/WikiArtikel')).body.d as { WikiArtikelId: number; Titel: string }[];
      expect(articles.length).toBeGreaterThan(0);
      for (const article of articles) {
        const { container, unmount } = await renderVisitorPage('wiki', pages, String(article.WikiArtikelId));
        expect((await screen.findByTestId('wiki-article-content')).textContent).not.toBe('');
        expectNoLoginPrompt(container, `/wiki/${article.WikiArtikelId} (${article.Titel})`);
        unmount();
      }
    });
  }
});

describe('the bulky-waste page without a login', () => {
  it('offers the authority’s own ways to book from portal.json, and no login', async () => {
    const booking = readDumpBooking({ phone: '04521 7730-0', hours: 'Mo–Fr 8–16 Uhr', email: 'sperrmuell@eb-seeland.example', url: 'https://www.eb-seeland.example/sperrmuell' });
    const { container } = await renderVisitorPage('dump', ['dump'], undefined, booking);
    expect(screen.getByRole('link', { name: '04521 7730-0' }).getAttribute('href')).toBe('tel:0452177300');
    expect(screen.getByText(/Mo–Fr 8–16 Uhr/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'sperrmuell@eb-seeland.example' }).getAttribute('href')).toBe('mailto:sperrmuell@eb-seeland.example');
    expect(screen.getByRole('link', { name: /Online anmelden/ }).getAttribute('href')).toBe('https://www.eb-seeland.example/sperrmuell');
    expect(screen.queryByRole('button', { name: /Anmelden/ })).toBeNull();
    expectNoLoginPrompt(container, '/dump');
  });

  it('says to book with the authority directly where portal.json names no way', async () => {
    const { container } = await renderVisitorPage('dump', ['dump']);
    expect(container.textContent).toContain('Melden Sie die Abholung direkt bei Ihrer Abfallwirtschaft an');
    expect(screen.queryByTestId('dump-booking-contact')).toBeNull();
  });
});

describe('portal.json dumpBooking', () => {
  it('keeps what is given, drops a link that is not https and hours without a phone; nothing given is none', () => {
    expect(readDumpBooking({ email: ' a@b.example ', url: 'http://insecure.example', hours: '8–16 Uhr' })).toEqual({ phone: null, hours: null, email: 'a@b.example', url: null });
    expect(readDumpBooking({ url: 'javascript:alert(1)' })).toBeNull();
    expect(readDumpBooking(undefined)).toBeNull();
  });
});

// A profile with a login still offers it on the same page (the contrast that makes the checks above meaningful).
describe('the bulky-waste page with a login', () => {
  it('offers to log in and book', async () => {
    const Page = modulePage(MODULES.dump)!;
    const { container } = renderWithPortal(
      <Suspense fallback={null}>
        <Page objectId={null} phoneCountries={['DE']} availableModules={['dump']} moduleHref={(n) => `/${n}`} onNavigate={() => {}} onLogin={() => {}} />
      </Suspense>,
    );
    await screen.findByRole('button', { name: 'Anmelden und Sperrmüll anmelden' });
    expect(loginPrompts(container.textContent ?? '')).not.toEqual([]);
  });
});
