// Every deployment profile against the table of what it offers (tests/e2e/profiles-table.ts): per
// login state and module, the menu, the page at the module's address (answers, sends to the login,
// or is not found), the sidebar and the right padding it leaves, the login/logout buttons, and axe.
// Runs in each project of the profile pass (E2E_PROFILES=1, playwright.config.ts), whose name is
// the profile's.
import type { Page } from '@playwright/test';
import { expectAccessibilityFooter, expectAccessibilityPages } from './accessibility-checks';
import { expect, expectAccessible, login, loginButton, objectIdOf, test } from './fixtures';
import { MODULE_LABELS, MODULE_ROUTES, MODULES, PROFILE_TABLE, type Cell, type Module, type ProfileTable, type State } from './profiles-table';

const NOT_FOUND = 'Diese Seite konnte nicht gefunden werden.';
const NAVBAR_WIDTH = 256;
const SIDEBAR_WIDTH = 350;
/** Any object id will do for a visitor: the address is refused before any object is looked up. */
const VISITOR_OBJECT_ID = '1';

const tableOf = (profile: string): ProfileTable => {
  const table = PROFILE_TABLE[profile];
  if (!table) throw new Error(`no row in profiles-table.ts for the project "${profile}"`);
  return table;
};

/** The address of a module's page: the object's page for a logged-in resident where there is one. */
function addressOf(module: Module, objectId: string | null): string {
  const routes = MODULE_ROUTES[module];
  if (routes === 'general') return `/${module}`;
  if (routes === 'object') return `/objects/${objectId ?? VISITOR_OBJECT_ID}/${module}`;
  return objectId === null ? `/${module}` : `/objects/${objectId}/${module}`;
}

/** The module labels in the menu, in their order (the object's "Verlauf" entry is no module). */
async function menuLabels(page: Page): Promise<string[]> {
  const labels: string[] = Object.values(MODULE_LABELS);
  const texts = await page.getByRole('navigation').first().getByRole('link').allInnerTexts();
  return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => labels.includes(text));
}

async function expectMenu(page: Page, row: Record<Module, Cell>): Promise<void> {
  const expected = MODULES.filter((module) => row[module] === 'menu').map((module) => MODULE_LABELS[module]);
  await expect.poll(() => menuLabels(page), { message: 'the menu\'s modules' }).toEqual(expected);
}

/** The sidebar on wide screens, and the right padding of the content: the sidebar's width or none. */
async function expectSidebar(page: Page, table: ProfileTable): Promise<void> {
  await expect(page.getByRole('complementary')).toHaveCount(table.sidebar ? 1 : 0);
  // Read in one go from the element then on the page: the start page's takeover may replace it.
  const roomOnTheRight = () =>
    page.locator('main').evaluate((main, navbarWidth) => {
      const style = getComputedStyle(main);
      // The gutter is what the content keeps on the left beside the navigation column.
      const gutter = parseFloat(style.paddingLeft) - navbarWidth;
      return parseFloat(style.paddingRight) - gutter;
    }, NAVBAR_WIDTH);
  await expect.poll(roomOnTheRight, { message: 'room kept on the right for the sidebar' }).toBe(table.sidebar ? SIDEBAR_WIDTH : 0);
}

/** Visitors of a profile with a login get "Anmelden"; residents the logout of their kind of login. */
async function expectAccountButtons(page: Page, table: ProfileTable, state: State): Promise<void> {
  const anmelden = page.getByRole('button', { name: 'Anmelden', exact: true });
  const abmelden = page.getByRole('button', { name: 'Abmelden', exact: true });
  const objektAbmelden = page.getByRole('button', { name: 'Objekt abmelden', exact: true });
  if (state === 'loggedOut') {
    if (table.login === null) await expect(anmelden).toHaveCount(0);
    else await expect(loginButton(page)).toBeVisible();
    await expect(abmelden).toHaveCount(0);
    await expect(objektAbmelden).toHaveCount(0);
    return;
  }
  await expect(anmelden.filter({ visible: true })).toHaveCount(0);
  const [logout, other] = table.login === 'noPass' ? [objektAbmelden, abmelden] : [abmelden, objektAbmelden];
  // On wide screens the logout sits in the sidebar's personal area.
  await expect(table.sidebar ? page.getByRole('complementary').locator(logout) : logout.filter({ visible: true }).first()).toBeVisible();
  await expect(other).toHaveCount(0);
}

async function logIn(page: Page, table: ProfileTable): Promise<string> {
  await page.goto('/');
  if (table.login === 'noPass') {
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    if (!(await dialog.isVisible().catch(() => false))) await loginButton(page).click();
    await dialog.getByLabel('Kassenzeichen').fill('KZ-2026-0001');
    await dialog.getByLabel('Objektnummer').fill('OBJ-1001');
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
  } else {
    await login(page, 'eigentuemer');
  }
  return objectIdOf(page);
}

/** The page at a cell's address: answers, sends to the login, or is not found. */
async function expectPage(page: Page, module: Module, cell: Cell, address: string): Promise<void> {
  const modulePage = page.locator(`[data-module="${module}"]`);
  if (cell === 'menu' || cell === 'page') {
    await expect(modulePage).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === address);
    const objectId = /^\/objects\/(\d+)\//.exec(address)?.[1];
    if (objectId) await expect(modulePage).toHaveAttribute('data-object-id', objectId);
    await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
  } else if (cell === 'login') {
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === address);
    await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
    await expect(modulePage).toHaveCount(0);
  } else {
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expect(modulePage).toHaveCount(0);
  }
}

test.describe('profile table', () => {
  test('start page: menu, sidebar and login of a visitor', async ({ page }, testInfo) => {
    const table = tableOf(testInfo.project.name);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Willkommen im Bürgerportal' }).first()).toBeVisible();
    await expectMenu(page, table.loggedOut);
    await expectSidebar(page, table);
    await expectAccountButtons(page, table, 'loggedOut');
    await expectAccessibilityFooter(page);
    await expectAccessible(page, `${testInfo.project.name} start page`);
  });

  test('the pages every portal has answer before and after the login, the footer links them', async ({ page }, testInfo) => {
    const table = tableOf(testInfo.project.name);
    await expectAccessibilityPages(page);
    if (!table.loggedIn) return;
    await logIn(page, table);
    await expectAccessibilityPages(page);
  });

  for (const state of ['loggedOut', 'loggedIn'] as const) {
    for (const module of MODULES) {
      test(`${state} ${module}`, async ({ page }, testInfo) => {
        const profile = testInfo.project.name;
        const table = tableOf(profile);
        const row = table[state];
        test.skip(!row, `the ${profile} profile has no login`);
        const cell = row![module];
        const objectId = state === 'loggedIn' ? await logIn(page, table) : null;
        const address = addressOf(module, objectId);

        await page.goto(address);
        await expectPage(page, module, cell, address);
        if (cell !== 'login') {
          // The login dialog covers the page (its sidebar, its buttons) while it asks.
          await expectMenu(page, row!);
          await expectSidebar(page, table);
          await expectAccountButtons(page, table, state);
          await expectAccessibilityFooter(page);
        }
        await expectAccessible(page, `${profile} ${state} ${module} (${cell})`);
      });
    }
  }
});
