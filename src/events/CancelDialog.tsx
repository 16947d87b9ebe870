import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCreditCard, IconX } from '@tabler/icons-react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGate } from '../api/capabilities';
import type { ActionContext } from './actions';
import type { PortalEvent } from './events';
import { eventStatusText } from './format';
import { formatEuro } from '../i18n/currency';
import { createCancelActors } from './cancel.actors';
import type { GeneratedForm } from '../../codegen/runtime/contract';
import { REFUND_WORKING_DAYS } from '../../codegen/runtime/refund';
import { CANCEL_FUNCTION, cancelMachine, emailError, emailFieldOf, emailMode, type EmailMode } from './cancel.machine';
import { GeneratedFormView } from '../forms/GeneratedFormView';
import { loadQueryRows } from '../forms/load-options';
import { useGeneratedForm } from '../forms/useGeneratedForm';
import { reportToSnackbar, type ErrorReporter } from '../api/notifications';
import { Dialog } from '../ui/Dialog';

const CANCEL_DIALOG_WIDTH = 380;

export interface CancelDialogProps {
  /** The order to cancel; null keeps the dialog closed. */
  event: PortalEvent | null;
  actionContext: ActionContext;
  /** Prefill of the e-mail field, e.g. the owner's address. */
  defaultEmail?: string | null;
  onClose(): void;
  /** The reloaded events (the canceled order and its linked orders) for the events store. */
  onCancelled?(events: PortalEvent[]): void;
  onError?: ErrorReporter;
}

/** Confirmation before cancelling an order. */
export function CancelDialog({ event, onClose, ...rest }: CancelDialogProps) {
  const { t } = useTranslation();
  const gate = useGate();
  const functionName = event ? (CANCEL_FUNCTION[event.kind] ?? '') : '';
  const mode = emailMode(event ? gate.describe(functionName) : undefined);
  const generated = useGeneratedForm(functionName, event !== null && functionName !== '');
  return (
    <Dialog
      // Opens with its field in place, so the focus lands on it (Mantine's data-autofocus).
      opened={event !== null && !generated.isPending}
      onClose={onClose}
      title={t('events.confirmation.title')}
      size={CANCEL_DIALOG_WIDTH}
      centered
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* A fresh machine per order: nothing typed for one order leaks into the next. */}
      {event && !generated.isPending && <CancelForm key={event.key} event={event} mode={mode} form={generated.data ?? null} onClose={onClose} {...rest} />}
    </Dialog>
  );
}

/** Which order is about to be canceled, as the history shows it. */
function OrderSummary({ event }: { event: PortalEvent }) {
  const { t } = useTranslation();
  const status = eventStatusText(event);
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Text fw={600} size="sm">
        {t(event.title.key, { ...event.title.params, interpolation: { escapeValue: false } })}
      </Text>
      {event.subtitle && (
        <Text size="xs" c="dimmed">
          {event.subtitle}
        </Text>
      )}
      <Text size="xs">{t(status.key, status.params)}</Text>
    </Paper>
  );
}

interface CancelFormProps extends Omit<CancelDialogProps, 'event'> {
  event: PortalEvent;
  mode: EmailMode;
  form: GeneratedForm | null;
}

function CancelForm({ event, mode, form, actionContext, defaultEmail, onClose, onCancelled, onError = reportToSnackbar }: CancelFormProps) {
  const { t } = useTranslation();
  const machine = useMemo(() => cancelMachine.provide({ actors: createCancelActors(actionContext) }), [actionContext]);
  const [state, send, actor] = useMachine(machine, { input: { event, emailMode: mode, email: defaultEmail ?? null, form } });

  useEffect(() => {
    const sub = actor.on('eventsReplaced', (emitted) => onCancelled?.(emitted.events));
    return () => sub.unsubscribe();
  }, [actor, onCancelled]);

  const failed = state.matches('failed');
  useEffect(() => {
    if (failed) onError(t('events.confirmation.error'));
  }, [failed, onError, t]);

  const finished = state.status === 'done';
  useEffect(() => {
    if (finished) onClose();
  }, [finished, onClose]);

  const { email, showEmailError } = state.context;
  const problem = emailError(mode, email, form);
  const emailField = emailFieldOf(form);
  const busy = state.matches('submitting') || state.matches('reloading');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'CONFIRM' });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('events.confirmation.text')}</Text>
        <OrderSummary event={event} />
        {event.payment?.state === 'bezahlt' && <RefundNote amount={event.payment.amount} />}
        {mode !== 'none' && form && emailField ? (
          <GeneratedFormView
            embedded
            autoFocus={emailField}
            form={form}
            values={{ [emailField]: email === '' ? undefined : email }}
            errors={showEmailError && problem ? { [emailField]: t(problem) } : {}}
            required={mode === 'required' ? [emailField] : []}
            hidden={new Set(form.fields.filter((f) => f.name !== emailField && f.component !== 'None').map((f) => f.name))}
            disabled={busy}
            context={{ loadOptions: loadQueryRows }}
            onChange={(values) => send({ type: 'INPUT', value: typeof values[emailField] === 'string' ? (values[emailField] as string) : '' })}
            onSubmit={() => send({ type: 'CONFIRM' })}
          />
        ) : mode !== 'none' && (
          <TextInput
            type="email"
            autoComplete="email"
            label={mode === 'required' ? t('events.confirmation.email') : t('modules.dialogs.emailOptional')}
            required={mode === 'required'}
            value={email}
            error={showEmailError && problem ? t(problem) : undefined}
            onChange={(e) => send({ type: 'INPUT', value: e.currentTarget.value })}
            data-autofocus
          />
        )}
        {failed && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
            {t('events.confirmation.error')}
          </Alert>
        )}
        <CancelActions busy={busy} onDismiss={() => send({ type: 'DISMISS' })} />
      </Stack>
    </form>
  );
}

/** Said before the resident confirms: a paid order is not lost money, it is paid back. */
function RefundNote({ amount }: { amount: number | null }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="cancel-refund">
      <IconCreditCard size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">
        {amount === null ? t('events.confirmation.refundNoAmount', { days: REFUND_WORKING_DAYS }) : t('events.confirmation.refund', { amount: formatEuro(amount), days: REFUND_WORKING_DAYS })}
      </Text>
    </Group>
  );
}

/** "Nicht stornieren" and "Stornieren". */
function CancelActions({ busy, onDismiss }: { busy: boolean; onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onDismiss} disabled={busy}>
        {t('events.confirmation.dismiss')}
      </Button>
      {/* Red 9 keeps the white label at 5.6:1 (Mantine's default red 6 gives 3.3:1). */}
      <Button type="submit" color="red.9" leftSection={<IconX size={18} aria-hidden="true" />} loading={busy}>
        {t('events.confirmation.confirm')}
      </Button>
    </Group>
  );
}
