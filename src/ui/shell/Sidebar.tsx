import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { SidebarProps } from './SidebarAccount';

export type { SidebarProps } from './SidebarAccount';
// The personal area carries the object selector and the HTML sanitiser: loaded after login only.
const SidebarAccount = lazy(() => import('./SidebarAccount'));

/** The personal area on wide screens (right, 350 px). */
export function Sidebar(props: SidebarProps) {
  // Logged in but on a general page (no object in the route): still the personal area, with the
  // selector asking for an object, never a login card.
  if (!props.authorized) {
    return (
      <div className="portal-scroll">
        <Stack p="lg">{props.landing}</Stack>
      </div>
    );
  }
  return (
    <Suspense fallback={null}>
      <SidebarAccount {...props} />
    </Suspense>
  );
}
