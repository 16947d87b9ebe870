import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, openObjectDialog, test } from './fixtures';

/**
 * Server and user text with markup is sanitised without a single CSP report (the
 * fixture's guard fails the test on any `securitypolicyviolation`). The upload field names refused
 * files, so file names from the XSS corpus carry the payloads into it.
 */
test('XSS corpus payloads in the names of refused files raise no CSP report', async ({ page }) => {
  const corpus = resolve('tests/fixtures/xss');
  const names = readdirSync(corpus)
    .filter((f) => f.endsWith('.txt'))
    .flatMap((f) => readFileSync(resolve(corpus, f), 'utf8').split('\n'))
    .map((l) => l.trim())
    // Handler attributes are what raised the reports; file names cannot hold a slash.
    .filter((l) => /\son[a-z]+\s*=/i.test(l) && !/[\\/]/.test(l) && l.length <= 150);
  expect(names.length).toBeGreaterThan(20);

  const dialog = await openObjectDialog(page, 'claims', 'Reklamation melden');
  const refused = dialog.getByTestId('upload-refused');
  for (let i = 0; i < names.length; i += 10) {
    const batch = names.slice(i, i + 10).map((name, j) => ({ name: `${name}-${i + j}.txt`, mimeType: 'text/plain', buffer: Buffer.from('x') }));
    await dialog.locator('input[type="file"]').setInputFiles(batch);
    await expect(refused).toContainText(batch.at(-1)!.name);
  }
  const reports = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  expect(reports).toEqual([]);
});
