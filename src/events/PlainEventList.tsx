/**
 * The event history rendered plainly: every row (or the first `limit` rows) in normal flow inside
 * the same scroll container the virtualised list uses (same roles, label, focus stop, dividers and
 * height cap). EventList uses it for short histories, where a virtualizer costs more bytes than it
 * saves work, and as the placeholder while the virtualised list's chunk loads.
 */
import { Divider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventListProps } from './EventList';
import { EventRow } from './EventRow';

export interface PlainEventListProps extends EventListProps {
  /** Render only the first rows (the placeholder fills the visible area, not the whole history). */
  limit?: number;
}

export function PlainEventList({ events, onCancel, onClaim, height = 600, label, limit }: PlainEventListProps) {
  const { t } = useTranslation();
  if (events.length === 0) {
    return <Text size="sm">{t('events.empty')}</Text>;
  }
  const shown = limit === undefined ? events : events.slice(0, limit);
  return (
    <div style={{ maxHeight: height, overflowY: 'auto' }} aria-label={label ?? t('events.history')} role="list" tabIndex={0}>
      {shown.map((event, index) => (
        // The row's position in the history, as the virtualised rows carry it (e2e tests find rows by it).
        <div key={event.key} role="listitem" data-index={index}>
          {index > 0 ? <Divider /> : null}
          <EventRow event={event} onCancel={onCancel} onClaim={onClaim} />
        </div>
      ))}
    </div>
  );
}
