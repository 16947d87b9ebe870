// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { isLoginControl, opensLoginAtStart, preloadLoginDialog, readiesLoginOnIntent } from '../../../src/app/shell/login-preload';

describe('when the login dialog is fetched ahead of its opening', () => {
  it('the start page flags that open it at once', () => {
    expect(opensLoginAtStart('?login')).toBe(true);
    expect(opensLoginAtStart('?login=')).toBe(true);
    expect(opensLoginAtStart('?redirect=%2Fobjects%2F2%2Fdashboard')).toBe(true);
    expect(opensLoginAtStart('?expired')).toBe(true);
    expect(opensLoginAtStart('')).toBe(false);
    expect(opensLoginAtStart('?maintenance')).toBe(false);
    expect(opensLoginAtStart('?obsolete')).toBe(false);
  });

  it('a press inside a login button counts, other buttons do not', () => {
    document.body.innerHTML =
      '<form class="portal-login-form"><button type="submit"><span>Anmelden</span></button></form><button type="button">Registrieren</button>';
    expect(isLoginControl(document.querySelector('.portal-login-form span'))).toBe(true);
    expect(isLoginControl(document.querySelector('button[type="button"]'))).toBe(false);
    expect(isLoginControl(null)).toBe(false);
  });

  it('announces the files the build named as modulepreload hints, once', () => {
    document.head.innerHTML = '<meta name="portal-login-chunks" content="/assets/LoginModalView-a.js /assets/Modal-b.js">';
    preloadLoginDialog();
    preloadLoginDialog();
    const hints = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(hints).toEqual(['/assets/LoginModalView-a.js', '/assets/Modal-b.js']);
  });

  describe('in a running portal, the dialog is readied when a hand or the keyboard reaches "Anmelden"', () => {
    const page = () => {
      document.body.innerHTML =
        '<nav><a href="/wiki">Wissenswertes</a></nav><form class="portal-login-form"><button type="submit"><span>Anmelden</span></button></form>';
      return {
        link: document.querySelector('a')!,
        login: document.querySelector('.portal-login-form span')!,
      };
    };
    const pointer = (type: string, target: Element, pointerType: string) => {
      const event = new MouseEvent(type, { bubbles: true });
      Object.defineProperty(event, 'pointerType', { value: pointerType });
      target.dispatchEvent(event);
    };

    it('the mouse on the button readies it; the mouse elsewhere does not', () => {
      const { link, login } = page();
      const ready = vi.fn(() => Promise.resolve());
      const stop = readiesLoginOnIntent(document, ready);
      pointer('pointerover', link, 'mouse');
      expect(ready).not.toHaveBeenCalled();
      pointer('pointerover', login, 'mouse');
      expect(ready).toHaveBeenCalledTimes(1);
      stop();
    });

    it('a finger pressing it and the keyboard focusing it ready it, once', () => {
      const { link, login } = page();
      const ready = vi.fn(() => Promise.resolve());
      const stop = readiesLoginOnIntent(document, ready);
      link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      expect(ready).not.toHaveBeenCalled();
      pointer('pointerdown', login, 'touch');
      login.closest('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      expect(ready).toHaveBeenCalledTimes(1);
      stop();
    });

    it('a failed load is tried again on the next approach', async () => {
      const { login } = page();
      const ready = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
      const stop = readiesLoginOnIntent(document, ready);
      pointer('pointerdown', login, 'touch');
      await Promise.resolve();
      await Promise.resolve();
      pointer('pointerdown', login, 'touch');
      expect(ready).toHaveBeenCalledTimes(2);
      stop();
    });

    it('stops listening when uninstalled', () => {
      const { login } = page();
      const ready = vi.fn(() => Promise.resolve());
      readiesLoginOnIntent(document, ready)();
      pointer('pointerdown', login, 'touch');
      expect(ready).not.toHaveBeenCalled();
    });
  });
});
