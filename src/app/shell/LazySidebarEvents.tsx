import { lazy, Suspense } from 'react';
import { ensureEventsActor } from '../events';

// Only authorized users see the event history; its list virtualizer and machine views stay out of
// the landing page's JS.
// The events actor is normally there already (object routes await it); started here otherwise.
const SidebarEvents = lazy(() => Promise.all([import('./SidebarEvents'), ensureEventsActor()]).then(([m]) => ({ default: m.SidebarEvents })));

export function LazySidebarEvents() {
  return (
    <Suspense fallback={null}>
      <SidebarEvents />
    </Suspense>
  );
}
