import { lazy, Suspense, useState } from 'react';
import type { MobileDrawerProps } from './MobileDrawerView';

export type { MobileDrawerProps } from './MobileDrawerView';

// Drawer, overlay and scroll lock load on the first tap on the menu button.
const MobileDrawerView = lazy(() => import('./MobileDrawerView'));

/** Phone navigation from the right; mounted from its first opening on (so it can animate closed). */
export function MobileDrawer(props: MobileDrawerProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <MobileDrawerView {...props} />
    </Suspense>
  );
}
