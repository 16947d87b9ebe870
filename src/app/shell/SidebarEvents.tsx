import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { ActionContext } from '../../events/actions';
import type { PortalEvent } from '../../events/events';
import { eventsActionContext, eventsActor, upsertEvents } from '../events';
import { EventDialogs } from './EventDialogs';
import { HistoryBody, HistoryNotice, IncompleteNote, useDialogTargets } from './sidebar-events-parts';

type Actor = NonNullable<ReturnType<typeof eventsActor>>;

/**
 * The event history in the sidebar (ui Sidebar shows the section title when this is given).
 * @public Loaded on demand by LazySidebarEvents.tsx, through an import the dead-export check cannot follow.
 */
export function SidebarEvents() {
  const actor = eventsActor();
  const actionContext = eventsActionContext();
  if (!actor || !actionContext) return null;
  return <EventsOf actor={actor} actionContext={actionContext} />;
}

type Notice = 'events.confirmation.success' | 'events.claimCreated';

const MIN_LIST_HEIGHT = 240;
const BOTTOM_GAP = 16;

/**
 * The history fills the fixed sidebar down to the window's bottom edge: a fixed height would be
 * cut off on short screens and leave the column half empty on tall ones. Follows window resizes
 * and changes of the content above it (greeting, info texts, the notice).
 */
function useRemainingHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(420);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setHeight(Math.max(MIN_LIST_HEIGHT, Math.floor(window.innerHeight - element.getBoundingClientRect().top - BOTTOM_GAP)));
    update();
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    // Its own box (the notice) and the sidebar's content (texts above it that load late).
    for (const watched of [element.parentElement, element.closest('aside')?.firstElementChild]) if (watched) observer?.observe(watched);
    return () => {
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [ref]);
  return height;
}

function EventsOf({ actor, actionContext }: { actor: Actor; actionContext: ActionContext }) {
  const queryClient = useQueryClient();
  const state = useSelector(actor, (s) => s.context);
  const objectId = state.objectId;
  const { cancelTarget, claimTarget, openCancel, openClaim, closeCancel, closeClaim } = useDialogTargets();
  const [notice, setNotice] = useState<Notice | null>(null);
  // The new claim's number, for the notice about it.
  const [claimNumber, setClaimNumber] = useState<number | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listHeight = useRemainingHeight(listRef);

  // A notice belongs to the object it was shown for.
  useEffect(() => setNotice(null), [objectId]);

  // The claims pages load their own list of the object's claims; the dashboard reads this store.
  const refreshClaims = useCallback(() => {
    if (objectId !== null) void queryClient.invalidateQueries({ queryKey: ['objects', objectId, 'claims'] });
  }, [queryClient, objectId]);

  const onCancelled = useCallback(
    (events: PortalEvent[]) => {
      upsertEvents(events);
      setNotice('events.confirmation.success');
    },
    [],
  );

  // The new claim itself joins the history through the dialog's announcement (src/app/events.ts).
  const onClaimCreated = useCallback((claimId: number) => {
    setClaimNumber(claimId);
    setNotice('events.claimCreated');
    refreshClaims();
  }, [refreshClaims]);

  useEffect(() => {
    if (notice && !cancelTarget && !claimTarget) noticeRef.current?.focus();
  }, [notice, cancelTarget, claimTarget]);

  return (
    <div>
      <HistoryNotice notice={notice} number={claimNumber} noticeRef={noticeRef} onClose={() => setNotice(null)} />
      {state.status !== 'failed' && state.failedKinds.length > 0 && <IncompleteNote />}
      <div ref={listRef}>
        <HistoryBody state={state} height={listHeight} onCancel={openCancel} onClaim={openClaim} />
      </div>
      <EventDialogs
        objectId={objectId}
        actionContext={actionContext}
        cancelTarget={cancelTarget}
        claimTarget={claimTarget}
        onCloseCancel={closeCancel}
        onCloseClaim={closeClaim}
        onCancelled={onCancelled}
        onClaimCreated={onClaimCreated}
      />
    </div>
  );
}
