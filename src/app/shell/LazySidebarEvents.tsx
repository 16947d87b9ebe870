import { lazy, Suspense } from 'react';

// Only authorized users see the event history; its list virtualizer and machine views stay out of
// the landing page's JS.
const SidebarEvents = lazy(() => import('./SidebarEvents').then((m) => ({ default: m.SidebarEvents })));

export function LazySidebarEvents() {
  return (
    <Suspense fallback={null}>
      <SidebarEvents />
    </Suspense>
  );
}
