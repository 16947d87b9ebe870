/**
 * The reminder dialog's list view (ReminderDialog.tsx): the intro, what this browser cannot do, the
 * last change, a card per configuration with edit and delete, and the buttons for a new reminder.
 * The dialog owns the configurations and the view; this only draws them.
 */
import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconBell, IconCheck, IconInfoCircle, IconMail, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import type { NotificationConfiguration } from './configurations';
import { addressLine } from './form-values';

/** A form of the dialog once its description is loaded; "nicht verfügbar" without one. */
export function LoadedForm<F>({ pending, form, children }: { pending: boolean; form: F | null | undefined; children: (form: F) => ReactNode }) {
  const { t } = useTranslation();
  if (pending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  return form ? children(form) : <Text c="dimmed">{t('reminders.unavailable')}</Text>;
}

interface ReminderCardProps {
  config: NotificationConfiguration;
  leadLabel: string;
  onEdit(): void;
  onDelete(): void;
}

/** One configuration: address, lead time, waste types, edit and delete. */
function ReminderCard({ config, leadLabel, onEdit, onDelete }: ReminderCardProps) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Text fw={600}>{addressLine(config)}</Text>
        <Text size="sm">{leadLabel}</Text>
        <Group gap={6}>
          {config.wasteTypes.map((w) => (
            <Badge key={w.id} variant="light" color="gray" c="dark">
              {w.name}
            </Badge>
          ))}
        </Group>
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" leftSection={<IconPencil size={16} aria-hidden="true" />} aria-label={t('reminders.editFor', { address: addressLine(config) })} onClick={onEdit}>
            {t('reminders.edit')}
          </Button>
          <Button size="xs" variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden="true" />} aria-label={t('reminders.deleteFor', { address: addressLine(config) })} onClick={onDelete}>
            {t('reminders.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export interface ReminderListProps {
  configs: readonly NotificationConfiguration[];
  notice: string | null;
  canPush: boolean;
  pushOffered: boolean;
  emailOffered: boolean;
  leadLabel(hours: number): string;
  onEdit(config: NotificationConfiguration | null): void;
  onDelete(config: NotificationConfiguration): void;
  onEmail(): void;
}

export function ReminderList({ configs, notice, canPush, pushOffered, emailOffered, leadLabel, onEdit, onDelete, onEmail }: ReminderListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text size="sm">{t('reminders.intro')}</Text>
      {!canPush ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          {emailOffered ? t('reminders.errors.unsupportedEmail') : t('reminders.errors.unsupported')}
        </Alert>
      ) : null}
      {notice ? (
        <Alert color="green" variant="light" icon={<IconCheck size={18} aria-hidden="true" />} role="status">
          {notice}
        </Alert>
      ) : null}
      {configs.length === 0 ? (
        <EmptyState icon={IconBell} message={t('reminders.empty')} />
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('reminders.listLabel')}>
          {configs.map((config) => (
            <ReminderCard key={config.topic} config={config} leadLabel={leadLabel(config.duration)} onEdit={() => onEdit(config)} onDelete={() => onDelete(config)} />
          ))}
        </Stack>
      )}
      <Group justify="flex-end">
        {emailOffered ? (
          <Button variant={canPush && pushOffered ? 'default' : 'filled'} leftSection={<IconMail size={18} aria-hidden="true" />} onClick={onEmail}>
            {t('reminders.emailAdd')}
          </Button>
        ) : null}
        {pushOffered ? (
          <Button variant={canPush ? 'filled' : 'default'} leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => onEdit(null)}>
            {t('reminders.add')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
