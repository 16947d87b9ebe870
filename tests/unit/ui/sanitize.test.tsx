// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from '../../../src/ui/EmptyState';
import { safeUrl, sanitizeHtml } from '../../../src/ui/sanitize';
import { renderUi } from './render';

const CORPUS_DIR = resolve('tests/fixtures/xss');
const corpus = readdirSync(CORPUS_DIR)
  .filter((file) => file.endsWith('.txt'))
  .flatMap((file) =>
    readFileSync(join(CORPUS_DIR, file), 'utf8')
      .split(/\r?\n/)
      .filter((line) => line.trim().length > 0)
      .map((line, index) => ({ file, line: index + 1, payload: line })),
  );

const ALLOWED = new Set(['B', 'STRONG', 'I', 'EM', 'BR', 'P', 'UL', 'OL', 'LI', 'A']);
const FORBIDDEN = 'script, iframe, object, embed, svg, math, style, form, img, video, audio, base, link, meta, frame, frameset';
// Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
// eslint-disable-next-line no-control-regex -- control characters are exactly what browsers strip
const normaliseUrl = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();

function renderSanitised(payload: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(payload);
  document.body.append(host);
  return host;
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('sanitizeHtml against the XSS corpus', () => {
  it('has a corpus to test with', () => {
    expect(corpus.length).toBeGreaterThan(400);
  });

  it.each(corpus)('$file:$line leaves nothing executable', ({ payload }) => {
    const host = renderSanitised(payload);
    expect(host.querySelectorAll(FORBIDDEN)).toHaveLength(0);
    for (const element of host.querySelectorAll('*')) {
      expect(ALLOWED.has(element.tagName), `unexpected <${element.tagName}>`).toBe(true);
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on'), `event handler ${attribute.name}`).toBe(false);
        expect(['href', 'target', 'rel'], `attribute ${attribute.name}`).toContain(attribute.name);
        if (attribute.name === 'href') {
          const href = normaliseUrl(attribute.value);
          expect(href).not.toMatch(/^(javascript|data|vbscript):/);
          expect(href).toMatch(/^(https:|mailto:|tel:|\/(?!\/))/);
        }
      }
    }
  });
});

describe('sanitizeHtml keeps what the portal needs', () => {
  it('keeps basic formatting and safe links, opening them in a new tab without opener', () => {
    const host = renderSanitised(
      '<p>Die <b>Abfuhr</b> <em>verschiebt</em> sich.<br><a href="https://awv.example/info" target="_self" class="x">Mehr</a></p><ul><li>eins</li></ul>',
    );
    expect(host.querySelector('b')?.textContent).toBe('Abfuhr');
    expect(host.querySelector('li')?.textContent).toBe('eins');
    const link = host.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://awv.example/info');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.hasAttribute('class')).toBe(false);
  });

  it('allows https, mailto, tel and same-origin paths, drops everything else', () => {
    const hrefOf = (url: string) => renderSanitised(`<a href="${url}">x</a>`).querySelector('a')?.getAttribute('href') ?? null;
    expect(hrefOf('mailto:info@awv.example')).toBe('mailto:info@awv.example');
    expect(hrefOf('tel:+49301234')).toBe('tel:+49301234');
    expect(hrefOf('/objects/1/dump')).toBe('/objects/1/dump');
    expect(hrefOf('//evil.example/x')).toBeNull();
    expect(hrefOf('http://plain.example')).toBeNull();
    expect(hrefOf('javascript:alert(1)')).toBeNull();
    expect(hrefOf('data:text/html,<script>alert(1)</script>')).toBeNull();
  });

  it('applies the same rule to bare link targets (banner links)', () => {
    expect(safeUrl('https://awv.example')).toBe('https://awv.example/'); // normalised as the browser reads it
    expect(safeUrl(' javascript:alert(1)')).toBeNull();
    expect(safeUrl('//evil.example')).toBeNull();
    expect(safeUrl(null)).toBeNull();
  });
});

describe('plain-text sinks', () => {
  it('show every payload literally instead of interpreting it', () => {
    const { container } = renderUi(
      <>
        {corpus.map(({ file, line, payload }) => (
          <EmptyState key={`${file}:${line}`} message={payload} />
        ))}
      </>,
    );
    const texts = [...container.querySelectorAll('p')];
    expect(texts.map((node) => node.textContent)).toEqual(corpus.map(({ payload }) => payload));
    for (const node of texts) expect(node.children).toHaveLength(0);
    // (Mantine's own <style> tags for CSS variables are expected; nothing else may appear.)
    expect(container.querySelectorAll('script, iframe, img, object, embed, form, a')).toHaveLength(0);
  });
});
