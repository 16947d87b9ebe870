// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { showStaticErrorPage } from '../../../src/app/pages/static-error';

describe('the error page without React', () => {
  it('replaces the blank root with a German message and a reload button', () => {
    const root = document.createElement('div');
    const reload = vi.fn();
    showStaticErrorPage(root, reload);
    expect(root.querySelector('h1')?.textContent).toBe('Fehler');
    expect(root.textContent).toContain('Das Portal konnte nicht vollständig geladen werden.');
    const button = root.querySelector('button');
    expect(button?.textContent).toBe('Neu laden');
    button?.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('links the accessibility pages like every other page, as plain links', () => {
    const root = document.createElement('div');
    showStaticErrorPage(root, vi.fn());
    const links = [...root.querySelectorAll('footer nav a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Barrierefreiheit', '/barrierefreiheit'],
      ['Barriere melden', '/barriere-melden'],
      ['Leichte Sprache', '/leichte-sprache'],
      ['Gebärdensprache', '/gebaerdensprache'],
    ]);
  });
});
