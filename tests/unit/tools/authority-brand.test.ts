// Given an authority's portal.json, when the portal is built for it, then the installed app and
// the page head carry that authority's name, colour and icons (files from its own folder).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandHead, webManifest } from '../../../tools/authority-brand';
import { brandFiles, readAuthorityConfig } from '../../../tools/portal-config';

const demo = readAuthorityConfig(resolve('schema/community-demo'));
const reference = readAuthorityConfig(resolve('schema/reference'));
const indexHtml = readFileSync(resolve('index.html'), 'utf8');

describe('web app manifest and page head per authority', () => {
  it("names the authority and takes its colour and icons", () => {
    const manifest = webManifest(demo);
    expect(manifest.name).toBe('Bürgerportal – Abfallzweckverband Talaue');
    expect(manifest.short_name).toBe('Bürgerportal');
    expect(manifest.theme_color).toBe('#2e7d32');
    expect(manifest.icons?.map((i) => i.src)).toEqual(['/brand/pwa-192x192.png', '/brand/pwa-512x512.png', '/brand/maskable-512x512.png', '/brand/favicon.svg']);
    expect(webManifest(reference).theme_color).toBe('#ffd500');
  });

  it("writes the authority's theme colour and icons into index.html, no other icon", () => {
    const head = brandHead(indexHtml, demo);
    expect(head).toContain('<meta name="theme-color" content="#2e7d32" />');
    expect(head).toContain('<link rel="icon" href="/brand/favicon.svg" type="image/svg+xml" />');
    expect(head).toContain('<link rel="apple-touch-icon" href="/brand/apple-touch-icon.png" />');
    expect(head.match(/<link rel="(icon|apple-touch-icon)"/g)).toHaveLength(2);
  });

  it("publishes the logos and icons it names, each once", () => {
    expect(brandFiles(demo).sort()).toEqual(['apple-touch-icon.png', 'favicon.svg', 'logo-dark.svg', 'logo.svg', 'maskable-512x512.png', 'pwa-192x192.png', 'pwa-512x512.png']);
    // The demo authority's logo is its own, not the reference's.
    expect(readFileSync(resolve('schema/community-demo', demo.logo.light), 'utf8')).toContain('Talaue');
    expect(readFileSync(resolve('schema/community-demo', demo.logo.light), 'utf8')).not.toContain('Mittelland');
  });
});
