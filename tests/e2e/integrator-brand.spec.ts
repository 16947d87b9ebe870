/**
 * A second authority's brand, as an integrator ships it: the authority variant is built with its
 * own folder (tests/fixtures/integrator-authority, copied to schema/nordheide/ of the scratch
 * portal): blue instead of the reference's yellow, its own logos and name. In Chromium the
 * primary button, the phone header, the logos and the web app manifest are that authority's.
 * Runs in the E2E_INTEGRATOR=1 pass.
 */
import { openVariant, serveAuthorityVariant } from './authority-variant-server';
import { expectBrandOnPhoneHeader, expectBrandOnStartPage } from './brand-checks';
import { test } from './fixtures';
import { VARIANT_AUTHORITY_FILES } from '../unit/integrator/authority-variant-build';

test.describe.configure({ mode: 'serial' });

serveAuthorityVariant();

test("the variant authority's colour, logos and manifest", async ({ page }) => {
  await expectBrandOnStartPage(page, VARIANT_AUTHORITY_FILES, () => openVariant(page, '/'));
});

test("the variant authority's phone header", async ({ page }) => {
  await expectBrandOnPhoneHeader(page, VARIANT_AUTHORITY_FILES, () => openVariant(page, '/'));
});
