// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { carryFocus, elementAt, holdActivations, pathTo } from '../../../src/app/handoff';

const MARKUP = '<style>.x{}</style><header><a href="/calendar">Abfuhrkalender</a></header><main><p>Willkommen</p><button type="button">Anmelden <span>→</span></button></main>';

function prerendered(): HTMLElement {
  document.body.innerHTML = `<div id="root" data-prerendered>${MARKUP}</div>`;
  return document.getElementById('root')!;
}

/** What React does on its first commit: the old nodes go, the same markup comes back as new nodes. */
function takeOver(root: HTMLElement, onButton: () => void): HTMLElement {
  root.innerHTML = MARKUP;
  const button = root.querySelector('button')!;
  button.addEventListener('click', onButton);
  return button;
}

describe('handing the prerendered start page over to the portal', () => {
  it('finds the same place in a re-rendered tree', () => {
    const root = prerendered();
    const path = pathTo(root.querySelector('button span')!, root);
    takeOver(root, () => {});
    expect(elementAt(root, path)?.textContent).toBe('→');
    expect(elementAt(root, [9, 9])).toBeNull();
  });

  it('a tap on "Anmelden" before the code arrived opens the login once the portal has the page', async () => {
    const root = prerendered();
    const release = holdActivations(root);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('button span')!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(root.getAttribute('aria-busy')).toBe('true');

    const opened = vi.fn();
    takeOver(root, opened);
    release(); // once the portal's own tree is committed (app/takeover.tsx)
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(root.hasAttribute('aria-busy')).toBe(false);
  });

  it('names each held element, so that what its replay needs can be fetched meanwhile', () => {
    const root = prerendered();
    const onHold = vi.fn();
    holdActivations(root, undefined, onHold);
    root.querySelector('p')!.click();
    expect(onHold).not.toHaveBeenCalled();
    root.querySelector('button span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(onHold).toHaveBeenCalledWith(root.querySelector('button'));
  });

  it('a held link is followed by the portal instead of reloading the page', async () => {
    const root = prerendered();
    const release = holdActivations(root);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    root.innerHTML = MARKUP;
    const followed = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('a')!.addEventListener('click', followed);
    release();
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('clicks on plain text are left alone, and nothing is repeated when nothing was tapped', () => {
    const root = prerendered();
    const release = holdActivations(root);
    const onText = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('p')!.dispatchEvent(onText);
    expect(onText.defaultPrevented).toBe(false);
    const opened = vi.fn();
    takeOver(root, opened);
    release();
    expect(opened).not.toHaveBeenCalled();
  });

  it('after the hand-over clicks are no longer held', () => {
    const root = prerendered();
    const release = holdActivations(root);
    release();
    const late = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('button')!.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
  });

  describe('a mouse press that a new tree replaces before the button comes up (the browser sends no click then)', () => {
    const press = (element: Element, type: 'mousedown' | 'mouseup') => element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 }));

    it('is held like a click while the portal loads, and answered once it has the page', async () => {
      const root = prerendered();
      const onHold = vi.fn();
      const release = holdActivations(root, undefined, onHold);
      press(root.querySelector('button span')!, 'mousedown');
      const opened = vi.fn();
      // The visitor's page draws over the prerendered one while the button is down.
      const button = takeOver(root, opened);
      press(button.querySelector('span')!, 'mouseup');
      await vi.waitFor(() => expect(onHold).toHaveBeenCalledWith(button));
      expect(root.getAttribute('aria-busy')).toBe('true');
      release();
      await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    });

    /** Presses the prerendered button, lets the portal take over and hand over, then lifts the button on the portal's. */
    const pressAcrossTakeover = () => {
      const root = prerendered();
      const release = holdActivations(root);
      press(root.querySelector('button')!, 'mousedown');
      const opened = vi.fn();
      const button = takeOver(root, opened);
      release();
      press(button, 'mouseup');
      return { button, opened };
    };

    it('still in progress when the portal takes over, is answered in the portal\'s tree', async () => {
      const { opened } = pressAcrossTakeover();
      await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(opened).toHaveBeenCalledTimes(1);
    });

    it('is not answered twice where the browser does click the new control', async () => {
      const { button, opened } = pressAcrossTakeover();
      button.click();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(opened).toHaveBeenCalledTimes(1);
    });

    it('released elsewhere, or on a tree that stayed, it is no click', async () => {
      const root = prerendered();
      const onHold = vi.fn();
      holdActivations(root, undefined, onHold);
      press(root.querySelector('button')!, 'mousedown');
      takeOver(root, () => {});
      press(root.querySelector('a')!, 'mouseup'); // dragged onto another control
      press(root.querySelector('button')!, 'mousedown');
      press(root.querySelector('button')!, 'mouseup'); // the browser clicks itself here
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(onHold).not.toHaveBeenCalled();
    });
  });

  describe('Space on a button that a new tree replaces before the key comes up (the browser clicks only the element it went down on)', () => {
    const key = (element: Element, type: 'keydown' | 'keyup', init: KeyboardEventInit = {}) =>
      element.dispatchEvent(new KeyboardEvent(type, { bubbles: true, cancelable: true, key: ' ', ...init }));

    it('is held like a click while the portal loads, and answered once it has the page', async () => {
      const root = prerendered();
      const onHold = vi.fn();
      const release = holdActivations(root, undefined, onHold);
      key(root.querySelector('button')!, 'keydown');
      const opened = vi.fn();
      // The focus is carried over to the new tree's button, where the key comes up.
      const button = takeOver(root, opened);
      key(button, 'keydown', { repeat: true }); // a key held down repeats on the new button
      key(button, 'keyup');
      await vi.waitFor(() => expect(onHold).toHaveBeenCalledWith(button));
      release();
      await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(opened).toHaveBeenCalledTimes(1);
    });

    it("still down when the portal takes over, is answered in the portal's tree", async () => {
      const root = prerendered();
      const release = holdActivations(root);
      key(root.querySelector('button')!, 'keydown');
      const opened = vi.fn();
      const button = takeOver(root, opened);
      release();
      key(button, 'keyup');
      await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    });

    it('other keys, a link, or a tree that stayed are no click of ours', async () => {
      const root = prerendered();
      const onHold = vi.fn();
      holdActivations(root, undefined, onHold);
      key(root.querySelector('a')!, 'keydown');
      takeOver(root, () => {});
      key(root.querySelector('a')!, 'keyup'); // Space does not follow a link
      key(root.querySelector('button')!, 'keydown', { key: 'x' });
      takeOver(root, () => {});
      key(root.querySelector('button')!, 'keyup', { key: 'x' });
      key(root.querySelector('button')!, 'keydown');
      key(root.querySelector('button')!, 'keyup'); // the browser clicks itself here
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(onHold).not.toHaveBeenCalled();
    });
  });

  it('a held tap lands on the same control when the portal draws another layout (phone width after a wide prerender)', async () => {
    // The prerender is captured wide (navigation column before the header); the portal on a phone
    // draws the header first and no column: the same path now names another element.
    document.body.innerHTML = '<div id="root" data-prerendered><nav><a href="/calendar">Abfuhrkalender</a></nav><header><button type="button" aria-label="Menü öffnen">≡</button></header></div>';
    const root = document.getElementById('root')!;
    const release = holdActivations(root);
    root.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    root.innerHTML = '<header><button type="button" aria-label="Menü öffnen">≡</button></header><main><a href="/register">Jetzt registrieren</a></main>';
    const opened = vi.fn();
    const followed = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('button')!.addEventListener('click', opened);
    root.querySelector('a')!.addEventListener('click', followed);
    release();
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(followed).not.toHaveBeenCalled();
  });

  it('a held link is followed where the new tree has the same link, not on whatever took its place', async () => {
    document.body.innerHTML = '<div id="root" data-prerendered><a href="/a">A</a><a href="/register">Jetzt registrieren</a></div>';
    const root = document.getElementById('root')!;
    const release = holdActivations(root);
    root.querySelectorAll('a')[1]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    root.innerHTML = '<div><a href="/register">Jetzt registrieren</a></div><a href="/b">B</a>';
    const register = vi.fn((event: Event) => event.preventDefault());
    const other = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('a[href="/register"]')!.addEventListener('click', register);
    root.querySelector('a[href="/b"]')!.addEventListener('click', other);
    release();
    await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    expect(other).not.toHaveBeenCalled();
  });

  it('links that leave the portal (another site, a new tab, mail, a download) are not held: the browser follows them', () => {
    document.body.innerHTML =
      '<div id="root" data-prerendered><a href="https://example.org/x">Extern</a><a href="/a" target="_blank">Neu</a><a href="mailto:info@example.org">Mail</a><a href="/f.pdf" download>PDF</a><a href="/calendar">Kalender</a></div>';
    const root = document.getElementById('root')!;
    holdActivations(root);
    const clicked = [...root.querySelectorAll('a')].map((link) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      // jsdom would navigate: stop it after the hold has had its say.
      link.addEventListener('click', (e) => e.preventDefault(), { once: true });
      link.dispatchEvent(event);
      return root.hasAttribute('aria-busy');
    });
    expect(clicked).toEqual([false, false, false, false, true]);
  });

  describe('focus on the page the portal takes over', () => {
    it('a control that had the keyboard focus has it again in the new tree (a key pressed next is not lost)', () => {
      const root = prerendered();
      root.querySelector('a')!.focus();
      const restore = carryFocus(root);
      takeOver(root, () => {});
      expect(document.activeElement).toBe(document.body);
      restore();
      expect(document.activeElement).toBe(root.querySelector('a'));
      expect(root.querySelector('a')!.isConnected).toBe(true);
    });

    it('focus that moves to a control after tracking began is the one carried over', () => {
      const root = prerendered();
      const restore = carryFocus(root);
      root.querySelector('a')!.focus();
      root.querySelector('button')!.focus();
      takeOver(root, () => {});
      restore();
      expect(document.activeElement).toBe(root.querySelector('button'));
    });

    it('focus the resident moved away from the page is not pulled back', async () => {
      const root = prerendered();
      document.body.insertAdjacentHTML('beforeend', '<input id="elsewhere">');
      const restore = carryFocus(root);
      root.querySelector('a')!.focus();
      root.querySelector('a')!.blur();
      await Promise.resolve();
      takeOver(root, () => {});
      restore();
      expect(document.activeElement).toBe(document.body);
      (document.getElementById('elsewhere') as HTMLInputElement).focus();
      const again = carryFocus(root);
      takeOver(root, () => {});
      again();
      expect(document.activeElement).toBe(document.getElementById('elsewhere'));
    });

    it('nothing focused, nothing moved', () => {
      const root = prerendered();
      const restore = carryFocus(root);
      takeOver(root, () => {});
      restore();
      expect(document.activeElement).toBe(document.body);
    });
  });
});
