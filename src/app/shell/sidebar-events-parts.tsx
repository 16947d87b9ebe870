/**
 * Parts of the sidebar's event history (SidebarEvents.tsx): the notice after a cancel or a claim,
 * the note on an incomplete list, the list itself (or why there is none), and the focus around the
 * dialogs. SidebarEvents owns every state; these only draw it.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useCallback, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EventList } from '../../events/EventList';
import type { PortalEvent } from '../../events/events';
import { reloadEvents, type eventsActor } from '../events';

type Actor = NonNullable<ReturnType<typeof eventsActor>>;
type EventsState = ReturnType<Actor['getSnapshot']>['context'];

function RetryButton() {
  const { t } = useTranslation();
  return (
    <Button size="compact-sm" variant="default" leftSection={<IconRefresh size={14} aria-hidden="true" />} onClick={reloadEvents}>
      {t('modules.retry')}
    </Button>
  );
}

/** One failing kind keeps the others (events.actors): say the list is incomplete, offer a retry. */
export function IncompleteNote() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" mb="xs" wrap="nowrap" align="flex-start" justify="space-between">
      <Text size="sm">{t('events.incomplete')}</Text>
      <RetryButton />
    </Group>
  );
}

export interface HistoryBodyProps {
  state: EventsState;
  height: number;
  onCancel(event: PortalEvent): void;
  onClaim(event: PortalEvent): void;
}

/** The list, or that it loads, failed or is empty. */
export function HistoryBody({ state, height, onCancel, onClaim }: HistoryBodyProps) {
  const { t } = useTranslation();
  if (state.status === 'loading' && state.events.length === 0) return <Text size="sm">{t('events.loading')}</Text>;
  if (state.status === 'failed') {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('events.loadError')}</Text>
        <RetryButton />
      </Stack>
    );
  }
  if (state.events.length === 0) return <Text size="sm">{t('events.empty')}</Text>;
  return <EventList events={state.events} label={t('events.history')} height={height} onCancel={onCancel} onClaim={onClaim} />;
}

/** The live region for the notice after a cancel or a claim; the notice takes the focus. */
export function HistoryNotice({ notice, number, noticeRef, onClose }: { notice: string | null; number: number | null; noticeRef: Ref<HTMLDivElement>; onClose(): void }) {
  const { t } = useTranslation();
  return (
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
          onClose={onClose}
          p="xs"
          mb="xs"
          styles={{ message: { color: 'var(--mantine-color-text)' } }}
        >
          {t(notice, { number })}
        </Alert>
      )}
    </div>
  );
}

/**
 * The order the cancel or claim dialog is open for. Both dialogs give the focus back to the button
 * that opened them themselves (ui/Dialog); after a cancel that button is gone (the order is no
 * longer cancellable) and the notice takes the focus instead.
 */
export function useDialogTargets() {
  const [cancelTarget, setCancelTarget] = useState<PortalEvent | null>(null);
  const [claimTarget, setClaimTarget] = useState<PortalEvent | null>(null);
  const closeCancel = useCallback(() => setCancelTarget(null), []);
  const closeClaim = useCallback(() => setClaimTarget(null), []);
  return { cancelTarget, claimTarget, openCancel: setCancelTarget, openClaim: setClaimTarget, closeCancel, closeClaim };
}
