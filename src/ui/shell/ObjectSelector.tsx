import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ObjectSelectorProps } from './ObjectSelectorView';

export type { ObjectSelectorProps } from './ObjectSelectorView';

// Only needed once someone is logged in: a native select for a few objects, the searchable
// combobox (its own chunk, loaded by the view) from SEARCHABLE_FROM objects on.
const ObjectSelectorView = lazy(() => import('./ObjectSelectorView'));

/** Choose one of the user's objects: sorted, outdated owner records hidden, searchable when many. */
export function ObjectSelector(props: ObjectSelectorProps) {
  // Same height as the input, so nothing jumps when the code arrives.
  const fallback = <Skeleton height={props.hideLabel ? 36 : 60} radius="md" />;
  return (
    <Suspense fallback={fallback}>
      <ObjectSelectorView {...props} />
    </Suspense>
  );
}
