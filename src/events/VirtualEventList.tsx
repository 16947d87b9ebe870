/**
 * The event history for long histories: events sorted by most recent date,
 * separated by dividers, with cancel and claim actions where `canCancel`/`canCreateClaim` allow
 * them. Virtualised so an object with thousands of events renders only what is visible. Loaded on
 * demand by EventList (its own chunk with @tanstack/react-virtual), which renders short histories
 * plainly.
 */
import { Divider, Text } from '@mantine/core';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventListProps } from './EventList';
import { EventRow } from './EventRow';

const ESTIMATED_ROW = 96;

export function VirtualEventList({ events, onCancel, onClaim, height = 600, label }: EventListProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: events.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW,
    getItemKey: (index) => events[index]?.key ?? index,
    overscan: 5,
    // The viewport height is our own prop: until the element reports a real size (never under
    // jsdom, or while hidden) the list keeps rendering for that height instead of nothing.
    initialRect: { width: 350, height },
    // A row that reports no height (not laid out yet, jsdom) keeps its estimate instead of
    // collapsing to 0, which would pull every remaining row into the viewport.
    measureElement: (element) => {
      const measured = element.getBoundingClientRect().height;
      return measured > 0 ? measured : ESTIMATED_ROW;
    },
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => {
        if (rect.height > 0) callback(rect);
      }),
  });

  if (events.length === 0) {
    return <Text size="sm">{t('events.empty')}</Text>;
  }
  return (
    <div ref={scrollRef} style={{ maxHeight: height, overflowY: 'auto' }} aria-label={label ?? t('events.history')} role="list" tabIndex={0}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const event = events[item.index];
          if (!event) return null;
          return (
            <div
              key={item.key}
              role="listitem"
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
            >
              {item.index > 0 ? <Divider /> : null}
              <EventRow event={event} onCancel={onCancel} onClaim={onClaim} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
