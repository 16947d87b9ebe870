import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionContext } from '../../events/actions';
import { EventList } from '../../events/EventList';
import type { PortalEvent } from '../../events/events';
import { eventsActionContext, eventsActor, reloadEvents, upsertEvents } from '../events';
import { EventDialogs } from './EventDialogs';

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
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useSelector(actor, (s) => s.context);
  const objectId = state.objectId;
  const [cancelTarget, setCancelTarget] = useState<PortalEvent | null>(null);
  const [claimTarget, setClaimTarget] = useState<PortalEvent | null>(null);
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

  // The dialogs load on first use and so mount already open, which keeps Mantine from noting the
  // element to return the focus to: the history does that itself. After a cancel the clicked button
  // is gone (the order is no longer cancellable); the focus then goes to the confirmation.
  const trigger = useRef<HTMLElement | null>(null);
  const open = useCallback((set: (event: PortalEvent) => void) => (event: PortalEvent) => {
    trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    set(event);
  }, []);
  const openCancel = useMemo(() => open(setCancelTarget), [open]);
  const openClaim = useMemo(() => open(setClaimTarget), [open]);
  const restoreFocus = useCallback(() => {
    const element = trigger.current;
    trigger.current = null;
    // After the modal's own focus trap let go.
    setTimeout(() => {
      if (element?.isConnected) element.focus();
    }, 20);
  }, []);
  const closeCancel = useCallback(() => {
    setCancelTarget(null);
    restoreFocus();
  }, [restoreFocus]);
  const closeClaim = useCallback(() => {
    setClaimTarget(null);
    restoreFocus();
  }, [restoreFocus]);
  useEffect(() => {
    if (notice && !cancelTarget && !claimTarget) noticeRef.current?.focus();
  }, [notice, cancelTarget, claimTarget]);

  let body;
  if (state.status === 'loading' && state.events.length === 0) body = <Text size="sm">{t('events.loading')}</Text>;
  else if (state.status === 'failed')
    body = (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('events.loadError')}</Text>
        <Button size="compact-sm" variant="default" leftSection={<IconRefresh size={14} aria-hidden="true" />} onClick={reloadEvents}>
          {t('modules.retry')}
        </Button>
      </Stack>
    );
  else if (state.events.length === 0) body = <Text size="sm">{t('events.empty')}</Text>;
  else body = <EventList events={state.events} label={t('events.history')} height={listHeight} onCancel={openCancel} onClaim={openClaim} />;
  // One failing kind keeps the others (events.actors): say the list is incomplete, offer a retry.
  const incomplete = state.status !== 'failed' && state.failedKinds.length > 0 && (
    <Group gap="xs" mb="xs" wrap="nowrap" align="flex-start" justify="space-between">
      <Text size="sm">{t('events.incomplete')}</Text>
      <Button size="compact-sm" variant="default" leftSection={<IconRefresh size={14} aria-hidden="true" />} onClick={reloadEvents}>
        {t('modules.retry')}
      </Button>
    </Group>
  );

  return (
    <div>
      <div role="status">
        {notice && (
          <Alert
            ref={noticeRef}
            tabIndex={-1}
            color="green"
            variant="light"
            icon={<IconCircleCheck size={18} aria-hidden="true" />}
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => setNotice(null)}
            p="xs"
            mb="xs"
            styles={{ message: { color: 'var(--mantine-color-text)' } }}
          >
            {t(notice, { number: claimNumber })}
          </Alert>
        )}
      </div>
      {incomplete}
      <div ref={listRef}>{body}</div>
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
