/**
 * What a page fetched, as gzip sizes (bench/web.ts, bench/web-dialog.ts): every script and
 * stylesheet Chromium loads while an action runs, compressed like a server would, with the chunks
 * that hold rjsf marked.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export interface Asset {
  url: string;
  kind: 'js' | 'css';
  gzip: number;
  isForms: boolean;
}

export interface PageLoad {
  assets: Asset[];
  js: number;
  css: number;
  formsJs: number;
}

// The rjsf form chunk is allowed on an object page on top of the budget; it is recognisable by
// rjsf's own identifiers, which survive minification as strings.
const FORM_MARKERS = ['__rjsf', 'rjsf-', 'ui:widget'];

function summarise(assets: Asset[]): PageLoad {
  const sum = (list: Asset[]) => list.reduce((total, asset) => total + asset.gzip, 0);
  return {
    assets,
    js: sum(assets.filter((a) => a.kind === 'js' && !a.isForms)),
    css: sum(assets.filter((a) => a.kind === 'css')),
    formsJs: sum(assets.filter((a) => a.kind === 'js' && a.isForms)),
  };
}

/** Records every script and stylesheet fetched while `action` runs, gzip-compressed like a server would. */
export async function recordAssets(page: Page, action: () => Promise<void>): Promise<PageLoad> {
  const seen = new Map<string, Promise<Asset | null>>();
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    const url = response.url();
    if ((type !== 'script' && type !== 'stylesheet') || seen.has(url)) return;
    seen.set(
      url,
      response
        .body()
        // Chromium sometimes no longer has the body of a response (a reload, an evicted resource):
        // fetch the same file again rather than leave it out of the sum (it was undercounted).
        .catch(async () => Buffer.from(await (await fetch(url)).arrayBuffer()))
        .then((body) => {
          const text = body.toString('utf8');
          const kind = type === 'script' ? 'js' : 'css';
          return { url, kind, gzip: gzipSync(body, { level: 9 }).length, isForms: kind === 'js' && FORM_MARKERS.some((m) => text.includes(m)) } as Asset;
        })
        .catch(() => null),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const assets = (await Promise.all(seen.values())).filter((a): a is Asset => a !== null);
  return summarise(assets);
}
