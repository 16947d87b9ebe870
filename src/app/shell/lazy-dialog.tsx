/**
 * A dialog whose code is fetched when it first opens (machine, validation, libphonenumber are not
 * needed by every page an authorized resident sees), and stays mounted from then on so that later
 * closings keep their transition.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';

export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
