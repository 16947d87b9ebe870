// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isLoginControl, opensLoginAtStart, preloadLoginDialog } from '../../../src/app/shell/login-preload';

describe('when the login dialog is fetched ahead of its opening (issue 16)', () => {
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
});
