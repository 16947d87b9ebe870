// The authority's brand in the browser for the authority a project was built for (its project's
// `metadata.authority`, playwright.config.ts): checks of brand-checks.ts against schema/<authority>/.
import { join } from 'node:path';
import { test } from './fixtures';
import { expectBrandOnPhoneHeader, expectBrandOnStartPage } from './brand-checks';

const folderOf = (authority: unknown) => join('schema', String(authority ?? 'reference'));

test.describe("the authority's brand", () => {
  test('primary button in its colour with readable text, its logos, its manifest', async ({ page }, testInfo) => {
    await expectBrandOnStartPage(page, folderOf(testInfo.project.metadata.authority), () => page.goto('/'));
  });

  test('phone header: the bar in its colour, its logo for that bar, the menu button readable', async ({ page }, testInfo) => {
    await expectBrandOnPhoneHeader(page, folderOf(testInfo.project.metadata.authority), () => page.goto('/'));
  });
});
