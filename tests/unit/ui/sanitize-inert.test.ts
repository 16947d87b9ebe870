// @vitest-environment jsdom
/**
 * One link rule for banner links, links in server HTML and the redirect target, and server HTML
 * parsed in an inert document only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeRedirectPath } from '../../../src/app/guard';
import { resolveLink, safeUrl } from '../../../src/ui/safeUrl';
import { defuseHandlers, sanitizeHtml } from '../../../src/ui/sanitize';

const ORIGIN = window.location.origin;
const OFF_SITE = ['/\\evil.example/x', '/\t/evil.example/x', '/\n/evil.example/x', '\\\\evil.example/x', '/\\/evil.example', '//evil.example', ' //evil.example', '/%09/evil.example'];

afterEach(() => vi.restoreAllMocks());

describe('one link rule', () => {
  it.each(OFF_SITE)('%j is no same-site link anywhere', (value) => {
    const resolved = resolveLink(value, { external: true });
    if (resolved !== null) expect(new URL(resolved, ORIGIN).origin).toBe(ORIGIN);
    expect(safeUrl(value) === null || new URL(safeUrl(value)!, ORIGIN).origin === ORIGIN).toBe(true);
    const redirect = safeRedirectPath(value);
    if (redirect !== null) expect(new URL(redirect, ORIGIN).origin).toBe(ORIGIN);
  });

  it('refuses the probe values outright', () => {
    expect(safeUrl('/\\evil.example/x')).toBeNull();
    expect(safeUrl('/\t/evil.example/x')).toBeNull();
    expect(safeRedirectPath(decodeURIComponent('%2F%09%2Fevil.example'))).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
  });

  it('keeps real same-site paths and https links, normalised', () => {
    expect(safeRedirectPath('/objects/2/claims?x=1#y')).toBe('/objects/2/claims?x=1#y');
    expect(safeRedirectPath('/objects/../calendar')).toBe('/calendar');
    expect(safeRedirectPath('https://evil.example/')).toBeNull();
    expect(safeUrl('/wissenswertes')).toBe('/wissenswertes');
    expect(safeUrl('https://awv.example/abfall')).toBe('https://awv.example/abfall');
    expect(safeUrl('mailto:info@awv.example')).toBe('mailto:info@awv.example');
    expect(safeUrl('http://awv.example')).toBeNull();
    expect(safeUrl('java\tscript:alert(1)')).toBeNull();
  });

  it('drops off-site targets from links in server HTML', () => {
    for (const value of ['/\\evil.example', '/\t/evil.example/x']) {
      const host = document.createElement('div');
      host.innerHTML = sanitizeHtml(`<a href="${value}">Hier</a>`);
      const a = host.querySelector('a')!;
      expect(a.textContent).toBe('Hier');
      expect(a.getAttribute('href')).toBeNull();
    }
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml('<a href="/objects/2/claims">Anliegen</a>');
    expect(host.querySelector('a')!.getAttribute('href')).toBe('/objects/2/claims');
  });
});

describe('inert parsing', () => {
  const corpus = readdirSync(resolve('tests/fixtures/xss'))
    .filter((f) => f.endsWith('.txt'))
    .flatMap((f) => readFileSync(join(resolve('tests/fixtures/xss'), f), 'utf8').split(/\r?\n/).filter((l) => /\son\w+\s*=|<\w+[^>]*\/on\w+=/i.test(l)));

  it('renames every handler attribute of the corpus before any parser sees it (Chromium reports at parse time)', () => {
    const all = readdirSync(resolve('tests/fixtures/xss'))
      .filter((f) => f.endsWith('.txt'))
      .flatMap((f) => readFileSync(join(resolve('tests/fixtures/xss'), f), 'utf8').split(/\r?\n/));
    const missed: string[] = [];
    for (const payload of all) {
      const template = document.createElement('template');
      template.innerHTML = defuseHandlers(payload);
      const handlers = [...template.content.querySelectorAll('*')].flatMap((el) => el.getAttributeNames().filter((n) => /^on/i.test(n)));
      if (handlers.length > 0) missed.push(payload);
    }
    expect(missed).toEqual([]);
    expect(defuseHandlers('<b title="onclick=x">on top</b> one')).toBe('<b title="onclick=x">on top</b> one');
    expect(defuseHandlers('<svg/onload=alert(1)>')).toBe('<svg/x-onload=alert(1)>');
    // Raw text and comments end where the browser ends them, not at a quote inside them.
    for (const tricky of ['<textarea><b title="</textarea><img src=x onerror=alert(1)>">', '<!-- x="--><img src=x onerror=alert(1)>', '<!--><img src=x onerror=alert(1)>']) {
      const template = document.createElement('template');
      template.innerHTML = defuseHandlers(tricky);
      expect(template.content.querySelector('img')?.getAttributeNames()).toEqual(['src', 'x-onerror']);
    }
  });

  it('never hands a payload with event handlers to a document other than a template', () => {
    expect(corpus.length).toBeGreaterThan(100);
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const imports = vi.spyOn(Document.prototype, 'importNode');
    for (const payload of corpus) sanitizeHtml(payload);
    // DOMParser only ever sees DOMPurify's own empty placeholder, never resident-visible input.
    for (const [text] of parse.mock.calls) expect(String(text)).toBe('<!---->');
    // What is imported into DOMPurify's document carries no handler attribute anywhere.
    for (const [node] of imports.mock.calls) {
      const holder = document.createElement('template');
      holder.content.append(node.cloneNode(true));
      for (const el of holder.content.querySelectorAll('*')) {
        expect(el.getAttributeNames().filter((n) => n.toLowerCase().startsWith('on'))).toEqual([]);
      }
    }
    expect(imports).toHaveBeenCalled();
  });
});
