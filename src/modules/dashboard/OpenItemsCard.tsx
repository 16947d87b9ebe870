import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconChecklist, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PortalEvent } from '../../events/events';
import { eventStatusText } from '../../events/format';
import { EmptyState } from '../../ui/EmptyState';
import { isOpen } from './queries';

const SHOWN = 5;
// Separators are borders of the items (gray-3 like Mantine's Divider): a <ul> may only hold <li> items.
const SEPARATOR = { borderTop: '1px solid var(--mantine-color-gray-3)' } as const;

/** Orders and claims still ahead (recorded or planned), most recent first. */
export function OpenItemsCard({ events }: { events: UseQueryResult<PortalEvent[]> }) {
  const { t } = useTranslation();
  const open = (events.data ?? []).filter(isOpen);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="dashboard-open">
      <Group gap="sm" mb="md">
        <ThemeIcon variant="light" color="brand" size="lg" radius="md" aria-hidden="true">
          <IconChecklist size={20} />
        </ThemeIcon>
        <Title order={2} size="h4" id="dashboard-open">
          {t('dashboard.open')}
        </Title>
        {open.length > 0 && (
          <Badge variant="light" color="gray" c="gray.8">
            {open.length}
          </Badge>
        )}
      </Group>
      {events.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1].map((i) => (
            <Skeleton key={i} height={40} radius="sm" />
          ))}
        </Stack>
      ) : events.isError ? (
        <Stack gap="sm" align="flex-start">
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} w="100%">
            {t('events.loadError')}
          </Alert>
          <Button variant="default" leftSection={<IconRefresh size={18} />} onClick={() => void events.refetch()}>
            {t('modules.retry')}
          </Button>
        </Stack>
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
    </Card>
  );
}
