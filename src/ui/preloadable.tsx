/**
 * A component whose code is loaded on demand, like React.lazy, but that renders at once (without
 * suspending) once `preload()` has resolved. React throttles the reveal of content behind a
 * Suspense fallback (up to 300 ms after the fallback), so a dialog behind React.lazy opened about a
 * quarter of a second after its tap even when its code was already there.
 */
import { lazy, type ComponentType, type JSX } from 'react';

export interface Preloadable<P> {
  /** Renders the loaded component, or suspends (like React.lazy) until it is loaded. */
  Component: (props: P & JSX.IntrinsicAttributes) => JSX.Element;
  /** Loads the code (once); the component renders without suspending after this resolves. */
  preload(): Promise<void>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = (): Promise<void> => {
    pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        pending = null; // a failed chunk is tried again next time
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })));
  function Component(props: P & JSX.IntrinsicAttributes) {
    const Ready = Loaded;
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}
