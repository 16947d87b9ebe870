// @vitest-environment jsdom
/**
 * When the portal has taken the page over: after the portal's own tree is committed, not on any
 * change of #root. A visitor's page still on its way may replace the prerendered one first; a held
 * tap replayed then landed on the visitor's links, which only read, and was lost (seen in e2e:
 * register.spec, visitor-start.spec "keyboard").
 */
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TakeOver } from '../../../src/app/takeover';

describe('TakeOver', () => {
  it('reports once its tree is in the page, a frame later (lazy parts mount meanwhile)', async () => {
    const takenOver = vi.fn(() => expect(document.querySelector('a[href="/register"]')).not.toBeNull());
    document.body.innerHTML = '<div id="root"><p>visitor</p></div>';
    const root = document.getElementById('root')!;
    // Another tree replacing the page first is not the portal's takeover.
    root.innerHTML = '<a href="/register">visitor link</a>';
    expect(takenOver).not.toHaveBeenCalled();
    render(
      <StrictMode>
        <TakeOver onTakenOver={takenOver}>
          <a href="/register">Jetzt registrieren</a>
        </TakeOver>
      </StrictMode>,
      { container: root },
    );
    await vi.waitFor(() => expect(takenOver).toHaveBeenCalled());
    expect(takenOver).toHaveBeenCalledTimes(1);
  });

  it('runs onCommit as its tree is committed, before the frame is painted (the focus moves there)', () => {
    document.body.innerHTML = '<div id="root"><a href="/calendar">Abfuhrkalender</a></div>';
    const root = document.getElementById('root')!;
    root.querySelector('a')!.focus();
    root.innerHTML = '';
    render(
      <TakeOver onCommit={() => root.querySelector<HTMLAnchorElement>('a')?.focus()} onTakenOver={() => undefined}>
        <a href="/calendar">Abfuhrkalender</a>
      </TakeOver>,
      { container: root },
    );
    expect(document.activeElement).toBe(root.querySelector('a'));
  });
});
