/**
 * Every link the portal draws leads to a page that exists, for an authority that lacks a module
 * (the authority variant has no bulky-waste orders, authority-variant.ts): the portal regenerated
 * and built from it is crawled logged out and logged in, every internal `<a href>` of every page
 * is opened, and none answers the not-found page. Runs in the E2E_INTEGRATOR=1 pass.
 */
import type { Page } from '@playwright/test';
import { openVariant, origin, routeVariantMetadata, serveAuthorityVariant } from './authority-variant-server';
import { expect, login, OBJECT_PAGE, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

serveAuthorityVariant();

/** More than the portal has pages for one login; a crawl that finds more stops here. */
const MAX_PAGES = 80;

/** The page drawn for an unknown address (app/pages/NotFoundPage) or an unknown wiki article. */
async function isNotFound(page: Page): Promise<boolean> {
  const notFound = page.locator('[data-testid="error-page"][data-status="404"]').or(page.getByText('Diese Seite konnte nicht gefunden werden.'));
  const noArticle = page.getByText('Diesen Artikel gibt es nicht oder nicht mehr.');
  return (await notFound.count()) > 0 || (await noArticle.count()) > 0;
}

/**
 * Internal link targets the portal draws on the page, as path and query (no fragment), without API
 * downloads. Links inside articles count too: the variant is served the reference authority's
 * articles, which link to a bulky-waste page this portal lacks, and must draw that link as text.
 */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors
      .filter((a) => !a.hasAttribute('download'))
      .map((a) => (a as HTMLAnchorElement).href),
  );
  const targets = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin || url.pathname.startsWith('/api/')) continue;
    targets.add(`${url.pathname}${url.search}`);
  }
  return [...targets];
}

/** Opens `path` with a full load and waits until the router has drawn it. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${origin}${path}`);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Visits every page reachable by links from `start`; answers the links that led to "not found", with the page they were on. */
async function crawl(page: Page, start: string): Promise<{ visited: string[]; broken: string[] }> {
  const queue = [{ path: start, from: '(start)' }];
  const seen = new Set([start]);
  const visited: string[] = [];
  const broken: string[] = [];
  while (queue.length > 0 && visited.length < MAX_PAGES) {
    const { path, from } = queue.shift()!;
    await open(page, path);
    visited.push(path);
    if (await isNotFound(page)) {
      broken.push(`${path} (linked from ${from})`);
      continue;
    }
    for (const link of await internalLinks(page)) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push({ path: link, from: path });
    }
  }
  return { visited, broken };
}

test.describe('integrator proof: every link leads somewhere', () => {
  test('logged out, no link of the variant portal answers "not found"', async ({ page }) => {
    test.setTimeout(600_000);
    await routeVariantMetadata(page);
    const { visited, broken } = await crawl(page, '/');
    console.log(`logged out: ${visited.length} pages visited`);
    // The start page and the menu of a visitor have their pages, and the bulky-waste module is absent.
    expect(visited).toEqual(expect.arrayContaining(['/', '/calendar', '/documents', '/register']));
    expect(visited).not.toContain('/dump');
    expect(broken).toEqual([]);
  });

  test('logged in as eigentuemer, no link of the variant portal answers "not found"', async ({ page }) => {
    test.setTimeout(600_000);
    await openVariant(page);
    await login(page, 'eigentuemer');
    await expect(page).toHaveURL(OBJECT_PAGE);
    const start = new URL(page.url()).pathname;
    const objectId = OBJECT_PAGE.exec(start)![1]!;
    const { visited, broken } = await crawl(page, start);
    console.log(`logged in: ${visited.length} pages visited`);
    expect(visited).toEqual(expect.arrayContaining([`/objects/${objectId}/calendar`, `/objects/${objectId}/history`]));
    expect(visited.some((path) => path.includes('/dump'))).toBe(false);
    expect(broken).toEqual([]);
  });
});
