/**
 * One row of the event history: an icon for what happened (delivery, bulky waste, claim, …), the
 * title, the detail line, the status with its own icon and de-DE date, and the actions the event
 * offers. Icons are decorative: the text says everything a screen reader needs.
 */
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
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
import type { EventStatus } from './status';

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

export function EventRow({ event, onCancel, onClaim }: EventRowProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const status = eventStatusText(event);
  const KindIcon = KIND_ICON[event.icon];
  const StatusIcon = STATUS_ICON[event.status];
  const cancel = event.cancellable && onCancel;
  const claim = event.claimable && onClaim;
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" py="sm" data-status={event.status}>
      <ThemeIcon variant="light" size={36} radius="md" aria-hidden="true" style={{ flexShrink: 0 }}>
        <KindIcon size={20} stroke={1.6} />
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text id={titleId} fw={600} size="sm" lh={1.35} style={{ overflowWrap: 'anywhere' }}>
          {t(event.title.key, { ...event.title.params, interpolation: { escapeValue: false } })}
        </Text>
        {event.subtitle ? (
          <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {event.subtitle}
          </Text>
        ) : null}
        <Group gap={6} wrap="nowrap" mt={2}>
          <StatusIcon size={15} stroke={1.8} color={STATUS_COLOR[event.status]} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text size="xs" fw={500} c={event.status === 'canceled' ? 'dimmed' : undefined}>
            {t(status.key, status.params)}
          </Text>
        </Group>
        {cancel || claim ? (
          <Group gap={6} mt={6}>
            {cancel ? (
              // Named "Stornieren" like the others; the description says which order it is. No icons in
              // the buttons: both must fit next to each other in the 350 px sidebar.
              <Button
                size="compact-xs"
                variant="default"
                // Red text marks the destructive action (red 9: 5.6:1 on white).
                styles={{ label: { color: 'var(--mantine-color-red-9)' } }}
                aria-describedby={titleId}
                onClick={() => onCancel(event)}
              >
                {t('events.actions.cancel')}
              </Button>
            ) : null}
            {claim ? (
              <Button
                size="compact-xs"
                variant="default"
                aria-describedby={titleId}
                onClick={() => onClaim(event)}
              >
                {t('events.actions.claim')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Group>
  );
}
