// @vitest-environment jsdom
/**
 * In a running portal with nobody logged in, the login dialog's code is fetched once the browser is
 * idle: the first "Anmelden" then opens it at once instead of after its code (on a slow phone line
 * most of a second, bench:web "in the running portal").
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fetched = vi.hoisted(() => ({ dialog: 0, modal: 0 }));
vi.mock('../../../src/app/shell/LoginDialog', () => {
  fetched.dialog += 1;
  return { LoginDialog: () => <p>Anmeldedialog</p> };
});
vi.mock('../../../src/ui/shell/LoginModal', () => ({
  preloadLoginModalView: () => {
    fetched.modal += 1;
    return Promise.resolve();
  },
}));

const idle: (() => void)[] = [];
beforeEach(() => {
  idle.length = 0;
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  fetched.dialog = 0;
  fetched.modal = 0;
});

const runIdle = async () => {
  await act(async () => {
    for (const task of idle.splice(0)) task();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

describe('the login dialog readied ahead', () => {
  it('is fetched once the browser is idle, not before, and then opens without waiting', async () => {
    const { LazyLoginDialog } = await import('../../../src/app/shell/LazyLoginDialog');
    const { openLogin } = await import('../../../src/app/shell/login-dialog');
    render(<LazyLoginDialog readyAhead />);
    expect(fetched.dialog).toBe(0);
    await runIdle();
    expect(fetched.dialog).toBe(1);
    expect(fetched.modal).toBe(1);
    act(() => openLogin());
    // No Suspense round: the dialog is there in the same commit as the tap.
    screen.getByText('Anmeldedialog');
  });

  it('is not fetched for someone logged in (readyAhead off)', async () => {
    const { LazyLoginDialog } = await import('../../../src/app/shell/LazyLoginDialog');
    render(<LazyLoginDialog readyAhead={false} />);
    await runIdle();
    expect(idle).toHaveLength(0);
    expect(fetched.dialog).toBe(0);
  });

  it('a dialog that unmounts before the browser is idle fetches nothing', async () => {
    const cancel = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { LazyLoginDialog } = await import('../../../src/app/shell/LazyLoginDialog');
    const { unmount } = render(<LazyLoginDialog readyAhead />);
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
