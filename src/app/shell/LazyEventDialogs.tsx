/**
 * The event history's dialogs (cancel, claim) as module pages and the sidebar get them: their code
 * and the resident's contact prefill are fetched when an action first asks for a dialog, not with
 * every object page (the dashboard never opens one).
 */
import { lazy, Suspense, useState } from 'react';
import type { EventDialogsProps } from '../../modules/types';

const Dialogs = lazy(() => import('./EventDialogs').then((m) => ({ default: m.EventDialogs })));

export function LazyEventDialogs(props: EventDialogsProps) {
  const [wanted, setWanted] = useState(false);
  if (!wanted && (props.cancelTarget !== null || props.claimTarget !== null)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialogs {...props} />
    </Suspense>
  );
}
