/**
 * One row of the event history: an icon for what happened (delivery, bulky waste, claim, …), the
 * title, the detail line, the status with its own icon and de-DE date, and the actions the event
 * offers. Icons are decorative: the text says everything a screen reader needs.
 */
import { Button } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBan,
  IconCalendarEvent,
  IconCircleCheck,
  IconClock,
  IconHelpCircle,
  IconMessageReport,
  IconSofa,
  IconTool,
  IconTrash,
  IconTruck,
  IconTruckDelivery,
  IconTruckReturn,
  type Icon,
} from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventIcon, PortalEvent } from './events';
import { eventStatusText } from './format';
import { refundDueText } from './payment';
import type { EventStatus } from './status';
import './EventRow.css';

export interface EventRowProps {
  event: PortalEvent;
  onCancel?: (event: PortalEvent) => void;
  onClaim?: (event: PortalEvent) => void;
}

const KIND_ICON: Record<EventIcon, Icon> = {
  delivery: IconTruckDelivery,
  return: IconTruckReturn,
  service: IconTool,
  dump: IconSofa,
  claim: IconMessageReport,
  driving: IconTruck,
  collection: IconTrash,
};

const STATUS_ICON: Record<EventStatus, Icon> = {
  recorded: IconClock,
  planned: IconCalendarEvent,
  done: IconCircleCheck,
  canceled: IconBan,
  error: IconAlertTriangle,
  unknown: IconHelpCircle,
};

// Shade 7 and darker: the icons stay distinguishable (WCAG 1.4.11, 3:1) on white.
const STATUS_COLOR: Record<EventStatus, string> = {
  recorded: 'var(--mantine-color-blue-7)',
  planned: 'var(--mantine-color-brand-9)',
  done: 'var(--mantine-color-green-8)',
  canceled: 'var(--mantine-color-gray-7)',
  error: 'var(--mantine-color-red-8)',
  unknown: 'var(--mantine-color-gray-7)',
};

const CANCEL_STYLES = { label: { color: 'var(--mantine-color-red-9)' } };

export function EventRow({ event, onCancel, onClaim }: EventRowProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const status = eventStatusText(event);
  const KindIcon = KIND_ICON[event.icon];
  const StatusIcon = STATUS_ICON[event.status];
  const cancel = event.cancellable && onCancel;
  const claim = event.claimable && onClaim;
  const refund = event.payment?.state === 'erstattung' ? refundDueText(event.payment) : null;
  return (
    <div className="event-row" data-status={event.status}>
      <span className="event-row__icon" aria-hidden="true">
        <KindIcon size={20} stroke={1.6} />
      </span>
      <div className="event-row__body">
        <p id={titleId} className="event-row__title">
          {t(event.title.key, { ...event.title.params, interpolation: { escapeValue: false } })}
        </p>
        {event.subtitle ? <p className="event-row__detail">{event.subtitle}</p> : null}
        <p className="event-row__status">
          <StatusIcon size={15} stroke={1.8} color={STATUS_COLOR[event.status]} aria-hidden="true" />
          <span>{t(status.key, status.params)}</span>
        </p>
        {refund ? (
          <p className="event-row__detail">
            {t('payment.refundDue.label')}: {t(refund.key, refund.params)}
          </p>
        ) : null}
        {cancel || claim ? (
          <div className="event-row__actions">
            {cancel ? (
              // Named "Stornieren" like the others; the description says which order it is. No icons in
              // the buttons: both must fit next to each other in the 350 px sidebar.
              <Button
                size="compact-xs"
                variant="default"
                // Red text marks the destructive action (red 9: 5.6:1 on white).
                styles={CANCEL_STYLES}
                aria-describedby={titleId}
                onClick={() => onCancel(event)}
              >
                {t('events.actions.cancel')}
              </Button>
            ) : null}
            {claim ? (
              <Button size="compact-xs" variant="default" aria-describedby={titleId} onClick={() => onClaim(event)}>
                {t('events.actions.claim')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
