/**
 * "Erinnerungen" dialog of the calendar: the device's reminder configurations (several, e.g. a
 * landlord's addresses) with edit and delete, and the form for a new or edited one. Opening it
 * also hands a renewed browser subscription to every configuration (the token rule in configurations.ts).
 * Where the authority offers it, a reminder by e-mail too: the way for a browser without push
 * (an iPhone offers push only to an installed web app), which the dialog then says up front.
 */
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../../api/capabilities';
import { useGeneratedForm } from '../../../forms/useGeneratedForm';
import { addressKeyOf, loadConfigurations, removeConfiguration, saveConfigurations, type NotificationConfiguration } from './configurations';
import { EMAIL_REGISTER_FUNCTION } from './email-registration';
import { EmailReminderForm } from './EmailReminderForm';
import { addressLine, valuesOfPrefill, type AddressPrefill } from './form-values';
import { leadTimesQueryOptions } from './options';
import { currentPushToken, pushSupported } from './push-token';
import { adoptToken, logPushFailure, REGISTER_FUNCTION, unregisterToken } from './registration';
import { ReminderForm } from './ReminderForm';
import { LoadedForm, ReminderList } from './ReminderList';
import { Dialog } from '../../../ui/Dialog';

export const REMINDER_DIALOG_WIDTH = 560;

export interface ReminderDialogProps {
  opened: boolean;
  onClose(): void;
  /** The calendar's address: a new reminder starts with it. */
  prefill: AddressPrefill | null;
}

export default function ReminderDialog({ opened, onClose, prefill }: ReminderDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const gate = useGate();
  const pushOffered = gate.fn(REGISTER_FUNCTION) !== undefined;
  const emailOffered = gate.fn(EMAIL_REGISTER_FUNCTION) !== undefined;
  const form = useGeneratedForm(REGISTER_FUNCTION, opened && pushOffered);
  const emailForm = useGeneratedForm(EMAIL_REGISTER_FUNCTION, opened && emailOffered);
  const leadTimes = useQuery({ ...leadTimesQueryOptions(), enabled: opened });
  const { configs, setConfigs, view, setView, notice, setNotice, canPush, remove } = useReminderConfigs(opened);
  const leadLabel = (hours: number) => leadTimes.data?.find((o) => o.value === hours)?.label ?? t('reminders.hours', { count: hours });

  const editing = view.kind === 'edit';
  const title = view.kind === 'email' ? t('reminders.emailTitle') : editing ? (view.config ? t('reminders.editTitle') : t('reminders.newTitle')) : t('reminders.title');
  const emailView = (initial: Record<string, unknown>) => setView({ kind: 'email', initial });
  return (
    <Dialog
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
        <LoadedForm pending={emailForm.isPending} form={emailForm.data}>
          {(description) => (
            <EmailReminderForm
              form={description}
              initial={view.initial}
              onCancel={() => setView({ kind: 'list' })}
              onSent={(email) => {
                setNotice(t('reminders.emailSent', { email }));
                setView({ kind: 'list' });
              }}
            />
          )}
        </LoadedForm>
      ) : editing ? (
        <LoadedForm pending={form.isPending} form={form.data}>
          {(description) => (
            <ReminderForm
              form={description}
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
          )}
        </LoadedForm>
      ) : (
        <ReminderList
          {...{ configs, notice, canPush, pushOffered, emailOffered, leadLabel }}
          onEdit={(config) => setView({ kind: 'edit', config })}
          onDelete={remove}
          onEmail={() => emailView(valuesOfPrefill(prefill))}
        />
      )}
    </Dialog>
  );
}

type View = { kind: 'list' } | { kind: 'edit'; config: NotificationConfiguration | null } | { kind: 'email'; initial: Record<string, unknown> };

/**
 * The device's configurations, the view (list, form, e-mail form) and the last change's notice,
 * each fresh on every opening; deleting one also unregisters its token.
 */
function useReminderConfigs(opened: boolean) {
  const { t } = useTranslation();
  // Asked once per opening: whether this browser could take push at all.
  const [canPush, setCanPush] = useState(true);
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

  const remove = (config: NotificationConfiguration) => {
    const next = removeConfiguration(loadConfigurations(), config.topic);
    saveConfigurations(next);
    setConfigs(next);
    setNotice(t('reminders.deleted', { address: addressLine(config) }));
    void unregisterToken(config.fcmToken, addressKeyOf(config)).catch((error: unknown) => logPushFailure('Abmelden', error));
  };
  return { configs, setConfigs, view, setView, notice, setNotice, canPush, remove };
}
