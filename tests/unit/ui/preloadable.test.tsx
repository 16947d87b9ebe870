// @vitest-environment jsdom
/** ui/preloadable.tsx: a code-split component that renders at once once its code is loaded. */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from '../../../src/ui/preloadable';

const Hello = ({ name }: { name: string }) => <p>Hallo {name}</p>;

describe('preloadable', () => {
  it('renders without suspending once preloaded (no fallback, nothing to wait for)', async () => {
    const { Component, preload } = preloadable(() => Promise.resolve(Hello));
    await preload();
    render(
      <Suspense fallback={<p>lädt</p>}>
        <Component name="Welt" />
      </Suspense>,
    );
    screen.getByText('Hallo Welt');
    expect(screen.queryByText('lädt')).toBeNull();
  });

  it('suspends like React.lazy when not preloaded, and loads once', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const { Component, preload } = preloadable(load);
    render(
      <Suspense fallback={<p>lädt</p>}>
        <Component name="Welt" />
      </Suspense>,
    );
    screen.getByText('lädt');
    expect(await screen.findByText('Hallo Welt')).toBeTruthy();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load is tried again (a chunk that did not arrive)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue(Hello);
    const { preload } = preloadable(load);
    await expect(preload()).rejects.toThrow('chunk');
    await expect(preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
