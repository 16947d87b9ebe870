/**
 * The event history rendered plainly: every row (or the first `limit` rows) in normal flow inside
 * the same scroll container the virtualised list uses (same roles, label, focus stop, dividers and
 * height cap). EventList uses it for short histories, where a virtualizer costs more bytes than it
 * saves work, and as the placeholder while the virtualised list's chunk loads.
 */
import { Divider, Text } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventListProps } from './EventList';
import { EventRow } from './EventRow';

export interface PlainEventListProps extends EventListProps {
  /** Render only the first rows (the placeholder fills the visible area, not the whole history). */
  limit?: number;
}

/** The smallest a row gets (one-line title and status, no actions). */
const MIN_ROW_HEIGHT = 60;

/** Rows enough to fill a list of `height` px even if every row is as small as a row gets. */
export function firstScreenRows(height: number): number {
  return Math.ceil(height / MIN_ROW_HEIGHT) + 1;
}

export function PlainEventList({ events, onCancel, onClaim, height = 600, label, limit }: PlainEventListProps) {
  const { t } = useTranslation();
  // Each plain row costs a render of its own (~1 ms, bench:events): the first paint shows what fits
  // the viewport, the rows below it follow in a background render that yields to input. They are
  // added below the visible part, so nothing on screen moves.
  const deferredCount = useDeferredValue(events.length, Math.min(events.length, firstScreenRows(height)));
  if (events.length === 0) {
    return <Text size="sm">{t('events.empty')}</Text>;
  }
  const shown = events.slice(0, limit ?? deferredCount);
  // Still adding rows: assistive technology (and tests) wait instead of reading a partial history.
  const busy = shown.length < events.length ? true : undefined;
  return (
    <div style={{ maxHeight: height, overflowY: 'auto' }} aria-label={label ?? t('events.history')} aria-busy={busy} role="list" tabIndex={0}>
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
