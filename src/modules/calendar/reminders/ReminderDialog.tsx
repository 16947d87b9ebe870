/**
 * "Erinnerungen" dialog of the calendar: the device's reminder configurations (several, e.g. a
 * landlord's addresses) with edit and delete, and the form for a new or edited one. Opening it
 * also hands a renewed browser subscription to every configuration (the token rule in configurations.ts).
 * Where the authority offers it, a reminder by e-mail too: the way for a browser without push
 * (an iPhone offers push only to an installed web app), which the dialog then says up front.
 */
import { Alert, Badge, Button, Center, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell, IconCheck, IconInfoCircle, IconMail, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../../api/capabilities';
import { useGeneratedForm } from '../../../forms/useGeneratedForm';
import { EmptyState } from '../../../ui/EmptyState';
import { addressKeyOf, loadConfigurations, removeConfiguration, saveConfigurations, type NotificationConfiguration } from './configurations';
import { EMAIL_REGISTER_FUNCTION } from './email-registration';
import { EmailReminderForm } from './EmailReminderForm';
import { addressLine, valuesOfPrefill, type AddressPrefill } from './form-values';
import { leadTimesQueryOptions } from './options';
import { currentPushToken, pushSupported } from './push-token';
import { adoptToken, logPushFailure, REGISTER_FUNCTION, unregisterToken } from './registration';
import { ReminderForm } from './ReminderForm';

export const REMINDER_DIALOG_WIDTH = 560;

export interface ReminderDialogProps {
  opened: boolean;
  onClose(): void;
  /** The calendar's address: a new reminder starts with it. */
  prefill: AddressPrefill | null;
}

type View = { kind: 'list' } | { kind: 'edit'; config: NotificationConfiguration | null } | { kind: 'email'; initial: Record<string, unknown> };

export default function ReminderDialog({ opened, onClose, prefill }: ReminderDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const gate = useGate();
  const pushOffered = gate.fn(REGISTER_FUNCTION) !== undefined;
  const emailOffered = gate.fn(EMAIL_REGISTER_FUNCTION) !== undefined;
  const form = useGeneratedForm(REGISTER_FUNCTION, opened && pushOffered);
  const emailForm = useGeneratedForm(EMAIL_REGISTER_FUNCTION, opened && emailOffered);
  // Asked once per opening: whether this browser could take push at all.
  const [canPush, setCanPush] = useState(true);
  const leadTimes = useQuery({ ...leadTimesQueryOptions(), enabled: opened });
  const [configs, setConfigs] = useState<NotificationConfiguration[]>(() => loadConfigurations());
  const [view, setView] = useState<View>({ kind: 'list' });
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setConfigs(loadConfigurations());
    setView({ kind: 'list' });
    setNotice(null);
    setCanPush(pushSupported());
    // A browser may have renewed its subscription since the configurations were saved.
    void currentPushToken()
      .then((token) => (token ? adoptToken(token) : undefined))
      .then(() => setConfigs(loadConfigurations()))
      .catch((error: unknown) => logPushFailure('Token-Abgleich', error));
  }, [opened]);

  const leadLabel = (hours: number) => leadTimes.data?.find((o) => o.value === hours)?.label ?? t('reminders.hours', { count: hours });

  const remove = (config: NotificationConfiguration) => {
    const next = removeConfiguration(loadConfigurations(), config.topic);
    saveConfigurations(next);
    setConfigs(next);
    setNotice(t('reminders.deleted', { address: addressLine(config) }));
    void unregisterToken(config.fcmToken, addressKeyOf(config)).catch((error: unknown) => logPushFailure('Abmelden', error));
  };

  const editing = view.kind === 'edit';
  const title = view.kind === 'email' ? t('reminders.emailTitle') : editing ? (view.config ? t('reminders.editTitle') : t('reminders.newTitle')) : t('reminders.title');
  const emailView = (initial: Record<string, unknown>) => setView({ kind: 'email', initial });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={REMINDER_DIALOG_WIDTH}
      centered
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {view.kind === 'email' ? (
        emailForm.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : !emailForm.data ? (
          <Text c="dimmed">{t('reminders.unavailable')}</Text>
        ) : (
          <EmailReminderForm
            form={emailForm.data}
            initial={view.initial}
            onCancel={() => setView({ kind: 'list' })}
            onSent={(email) => {
              setNotice(t('reminders.emailSent', { email }));
              setView({ kind: 'list' });
            }}
          />
        )
      ) : editing ? (
        form.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : !form.data ? (
          <Text c="dimmed">{t('reminders.unavailable')}</Text>
        ) : (
          <ReminderForm
            form={form.data}
            editing={view.config}
            prefill={prefill}
            onCancel={() => setView({ kind: 'list' })}
            {...(emailOffered ? { onUseEmail: emailView } : {})}
            onSaved={(config) => {
              setConfigs(loadConfigurations());
              setNotice(t('reminders.saved', { address: addressLine(config) }));
              setView({ kind: 'list' });
            }}
          />
        )
      ) : (
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
                <Paper key={config.topic} component="li" withBorder radius="md" p="sm">
                  <Stack gap={6}>
                    <Text fw={600}>{addressLine(config)}</Text>
                    <Text size="sm">{leadLabel(config.duration)}</Text>
                    <Group gap={6}>
                      {config.wasteTypes.map((w) => (
                        <Badge key={w.id} variant="light" color="gray" c="dark">
                          {w.name}
                        </Badge>
                      ))}
                    </Group>
                    <Group gap="xs" justify="flex-end">
                      <Button size="xs" variant="default" leftSection={<IconPencil size={16} aria-hidden="true" />} aria-label={t('reminders.editFor', { address: addressLine(config) })} onClick={() => setView({ kind: 'edit', config })}>
                        {t('reminders.edit')}
                      </Button>
                      <Button size="xs" variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden="true" />} aria-label={t('reminders.deleteFor', { address: addressLine(config) })} onClick={() => remove(config)}>
                        {t('reminders.delete')}
                      </Button>
                    </Group>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
          <Group justify="flex-end">
            {emailOffered ? (
              <Button variant={canPush && pushOffered ? 'default' : 'filled'} leftSection={<IconMail size={18} aria-hidden="true" />} onClick={() => emailView(valuesOfPrefill(prefill))}>
                {t('reminders.emailAdd')}
              </Button>
            ) : null}
            {pushOffered ? (
              <Button variant={canPush ? 'filled' : 'default'} leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setView({ kind: 'edit', config: null })}>
                {t('reminders.add')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
