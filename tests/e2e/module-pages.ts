/**
 * What the documents, finances and demands specs share: logging in straight to one of the
 * object's module pages, reading a downloaded PDF back as text, and the phone-width check.
 */
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { pdfText } from '../support/pdf-text';
import { expect, login, objectIdOf } from './fixtures';

/** Logs in as `identifier` and opens `module` of the first object; returns the object id. */
export async function openObjectModule(page: Page, module: string, identifier = 'eigentuemer'): Promise<string> {
  await page.goto('/');
  await login(page, identifier);
  const id = await objectIdOf(page);
  await page.goto(`/objects/${id}/${module}`);
  return id;
}

/** The downloaded file: its name, its first bytes and its text as a resident would read it. */
export async function readDownload(download: Download): Promise<{ name: string; head: string; text: string }> {
  const bytes = readFileSync(await download.path());
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 5).toString('latin1'), text: await pdfText(bytes) };
}

/** Nothing is wider than the phone's screen (no sideways scrolling at 390 px). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

export const PHONE = { width: 390, height: 844 } as const;
