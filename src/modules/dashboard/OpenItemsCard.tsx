import { Badge, Skeleton, Stack, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { eventStatusText } from '../../events/format';
import type { EventsState } from '../../events/store';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { AppLink } from '../../ui/AppLink';
import { DashboardCard } from './DashboardCard';
import { isOpen } from './queries';

const SHOWN = 5;
// Separators are borders of the items (gray-3 like Mantine's Divider): a <ul> may only hold <li> items.
const SEPARATOR = { borderTop: '1px solid var(--mantine-color-gray-3)' } as const;

export interface OpenItemsCardProps {
  /** The events store's state for this object (sorted, most recent first); null: no event history. */
  events: EventsState | null;
  onRetry?(): void;
  /** The object's whole history (the "Verlauf" page); null hides the link. */
  historyHref?: string | null;
  onNavigate(href: string): void;
}

/** Orders and claims still ahead (recorded or planned), most recent first. */
export function OpenItemsCard({ events, onRetry, historyHref = null, onNavigate }: OpenItemsCardProps) {
  const { t } = useTranslation();
  const open = (events?.events ?? []).filter(isOpen);
  const pending = events !== null && (events.status === 'loading' || events.status === 'empty') && events.events.length === 0;
  return (
    <DashboardCard
      id="dashboard-open"
      icon={IconChecklist}
      title={t('dashboard.open')}
      action={
        historyHref && (
          <AppLink to={historyHref} onNavigate={onNavigate} size="sm">
            {open.length > SHOWN ? t('dashboard.allOpen', { count: open.length }) : t('dashboard.toHistory')}
          </AppLink>
        )
      }
      titleExtra={
        open.length > 0 && (
          <Badge variant="light" color="gray" c="gray.8" style={{ flexShrink: 0 }}>
            {open.length}
          </Badge>
        )
      }
    >
      {pending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1].map((i) => (
            <Skeleton key={i} height={40} radius="sm" />
          ))}
        </Stack>
      ) : events?.status === 'failed' ? (
        <LoadError message={t('events.loadError')} onRetry={() => onRetry?.()} />
      ) : open.length === 0 ? (
        <EmptyState icon={IconChecklist} message={t('dashboard.noOpen')} />
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {open.slice(0, SHOWN).map((event, index) => {
            const status = eventStatusText(event);
            return (
              <Stack key={event.key} component="li" gap={2} py="xs" style={index > 0 ? SEPARATOR : undefined}>
                <Text size="sm" fw={600}>
                  {t(event.title.key, event.title.params)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(status.key, status.params)}
                </Text>
              </Stack>
            );
          })}
        </Stack>
      )}
    </DashboardCard>
  );
}
