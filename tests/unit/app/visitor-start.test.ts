// @vitest-environment jsdom
/**
 * A visitor's start page is drawn only while nobody uses the page: once a tap, a key or a pointer
 * has started the portal, drawing would compete with it and replace the page under the hand.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const render = vi.fn();
vi.mock('../../../src/app/react-root', () => ({ portalHasRoot: () => false, reactRoot: () => ({ render }) }));
// The page's texts and parts are not what is tested here.
vi.mock('../../../src/i18n', () => ({ initI18n: () => undefined }));
vi.mock('../../../src/ui/shell/BannerCarousel', () => ({ preloadBannerCarousel: () => undefined }));
vi.mock('../../../src/app/visitor/VisitorStartPage', () => ({ VisitorStartPage: () => null }));

afterEach(() => {
  render.mockClear();
  vi.unstubAllGlobals();
});

/** Shows the visitor's page with the banner answered at once; resolves when it would have drawn. */
async function show(use?: (container: HTMLElement) => void) {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
  document.body.innerHTML = '<div id="root" data-prerendered><button type="button">Anmelden</button></div>';
  const container = document.getElementById('root')!;
  const startPortal = vi.fn(() => new Promise<void>(() => undefined));
  const { showVisitorStart } = await import('../../../src/app/visitor/start');
  showVisitorStart(container, startPortal);
  use?.(container);
  return startPortal;
}

describe("drawing a visitor's start page", () => {
  it('draws when nobody has used the page yet', async () => {
    await show();
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1));
  });

  it('draws nothing once a press has started the portal', async () => {
    const startPortal = await show((container) => container.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(startPortal).toHaveBeenCalledTimes(1);
    // The steps before drawing are a few tasks; the banner's failed request does not wait for its timeout.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(render).not.toHaveBeenCalled();
  });
});
