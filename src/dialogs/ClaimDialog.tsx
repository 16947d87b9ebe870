import { Alert, Button, Center, Group, Loader, Modal, Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconSend } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCapabilities } from '../api/capabilities';
import { claimActors } from '../flows/claim.actors';
import { descriptionCounter, needsContainer, type ClaimField, type ClaimFormData, type ClaimKindCode, type ClaimSubject } from '../flows/claim.form';
import { canSubmitClaim, claimMachine, errorsOf, selectedClaimType, type ClaimContext } from '../flows/claim.machine';
import { ClaimContactSection } from './ClaimContactSection';
import { announceClaimCreated } from './claim-created';
import { loadClaimEvent } from './claims-query';
import { claimSetup, claimTypesOfKind, claimTypesQueryOptions, type ClaimSetup } from './claim-setup';
import { reportToSnackbar, type ErrorReporter } from './report';
import { UploadField } from './UploadField';
import type { ClaimType } from '../flows/claim.form';

export const CLAIM_DIALOG_WIDTH = 500;

export interface ClaimDialogProps {
  opened: boolean;
  /** 0 claim, 1 request (ReklamationOderAnfrage). */
  kind: ClaimKindCode;
  /** What the claim is about; usually `{ id: objectId }`. */
  subject: ClaimSubject;
  /** portal.json phoneCountries. */
  phoneCountries: readonly string[];
  /** Contact data known from the session and the object. */
  prefill?: Partial<ClaimFormData>;
  onClose(): void;
  onCreated(claimId: number): void;
  onError?: ErrorReporter;
}

/** The claim/request dialog (SPEC section 2 "Claim/request form"); the claim machine decides everything. */
export function ClaimDialog({ opened, kind, onClose, ...rest }: ClaimDialogProps) {
  const { t } = useTranslation();
  const capabilities = useCapabilities();
  const types = useQuery({ ...claimTypesQueryOptions(rest.subject.assignmentType), enabled: opened });
  const ofKind = useMemo(() => claimTypesOfKind(types.data ?? [], kind), [types.data, kind]);
  const setup = useMemo(() => claimSetup(capabilities), [capabilities]);
  // The long form gets the whole screen on a phone instead of a cramped floating card.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={kind === 1 ? t('modules.dialogs.claim.requestTitle') : t('modules.dialogs.claim.claimTitle')}
      size={CLAIM_DIALOG_WIDTH}
      centered
      fullScreen={phone}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {types.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : types.isError ? (
        <Stack gap="sm">
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {t('error.load')}
          </Alert>
          <Button variant="default" onClick={() => void types.refetch()}>
            {t('modules.retry')}
          </Button>
        </Stack>
      ) : ofKind.length === 0 ? (
        <Text c="dimmed">{t('modules.dialogs.claim.noTypes')}</Text>
      ) : (
        <ClaimForm kind={kind} claimTypes={ofKind} setup={setup} onClose={onClose} {...rest} />
      )}
    </Modal>
  );
}

interface ClaimFormProps extends Omit<ClaimDialogProps, 'opened'> {
  claimTypes: ClaimType[];
  setup: ClaimSetup;
}

const CONTACT_FIELDS: readonly ClaimField[] = ['givenName', 'familyName', 'street', 'streetNumber', 'postcode', 'city', 'phone', 'mail'];

function ClaimForm({ kind, claimTypes, setup, subject, phoneCountries, prefill, onClose, onCreated, onError = reportToSnackbar }: ClaimFormProps) {
  const { t } = useTranslation();
  const machine = useMemo(() => claimMachine.provide({ actors: claimActors }), []);
  const [state, send, actor] = useMachine(machine, {
    input: {
      subject,
      claimTypes,
      rules: setup.rules,
      expect: setup.expect,
      parameterNames: setup.parameterNames,
      prefill: { ...prefill, kind, claimTypeId: claimTypes.length === 1 ? (claimTypes[0]?.id ?? null) : null },
    },
  });
  // Which fields the user has left: their errors show before the first submit attempt.
  const [touched, setTouched] = useState<ReadonlySet<ClaimField>>(new Set());
  const touch = (field: ClaimField) => setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));

  useEffect(() => {
    const sub = actor.on('toast', (toast) => onError(t(toast.key, toast.params)));
    return () => sub.unsubscribe();
  }, [actor, onError, t]);

  const done = state.status === 'done';
  // Once per dialog: hosts may hand in new callbacks on every render.
  const reported = useRef(false);
  useEffect(() => {
    if (!done || reported.current) return;
    reported.current = true;
    const claimId = state.context.claimId ?? 0;
    onCreated(claimId);
    onClose();
    // The event history learns of the claim as the server stored it (type name, status, date).
    loadClaimEvent(claimId).then(
      (event) => event && announceClaimCreated(event),
      () => undefined, // The claim exists; the history shows it on its next load.
    );
  }, [done, state.context.claimId, onCreated, onClose]);

  const c: ClaimContext = state.context;
  const errors = errorsOf(c);
  const errorOf = (field: ClaimField): string | undefined => {
    const key = errors[field];
    // Too long is said at once (the counter already turned red); other errors wait for the field to be left.
    return key && (c.showErrors || touched.has(field) || key === 'validation.limit-exceeded') ? t(key) : undefined;
  };
  const type = selectedClaimType(c);
  const submitting = state.matches({ active: { form: 'submitting' } });
  const counter = descriptionCounter(c.form);
  const contactHasErrors = CONTACT_FIELDS.some((f) => errors[f] !== undefined);
  const containerBusy = c.containerStatus === 'debouncing' || c.containerStatus === 'looking';
  const match = c.containerMatches.length === 1 ? c.containerMatches[0] : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={submitting}>
      <Stack gap="md">
        <Radio.Group
          label={t('claim.type')}
          required
          value={c.form.claimTypeId === null ? null : String(c.form.claimTypeId)}
          onChange={(value) => {
            send({ type: 'SET_CLAIM_TYPE', id: Number(value) });
            touch('claimTypeId');
          }}
          error={errorOf('claimTypeId')}
        >
          <Stack gap="xs" mt="xs">
            {claimTypes.map((ct) => (
              <Radio key={ct.id} value={String(ct.id)} label={ct.name} description={ct.description ?? undefined} />
            ))}
          </Stack>
        </Radio.Group>

        {needsContainer(type) && (
          <Stack gap={4}>
            <TextInput
              label={t('claim.container.number')}
              description={t('claim.container.hint')}
              required
              value={c.form.containerNumber}
              onChange={(e) => send({ type: 'CONTAINER_INPUT', value: e.currentTarget.value })}
              onBlur={() => touch('containerNumber')}
              rightSection={containerBusy ? <Loader size={16} aria-label={t('claim.container.checking')} /> : match ? <IconCheck size={18} color="var(--mantine-color-green-8)" aria-hidden="true" /> : null}
              error={
                c.containerStatus === 'invalid'
                  ? t('claim.validation.container-number')
                  : c.containerStatus === 'failed'
                    ? t('error.load') // the lookup itself failed: saying "no container found" would be wrong
                    : errorOf('containerNumber')
              }
              inputWrapperOrder={['label', 'description', 'input', 'error']}
            />
            {/* Default text colour: Mantine's green text on white stays below 4.5:1; the check icon carries the colour. */}
            <Text size="sm" aria-live="polite" fw={match ? 500 : undefined}>
              {containerBusy
                ? t('claim.container.checking')
                : match && type?.isContainerInfoVisible
                  ? t('claim.container.found', { wasteType: match.AbfallartName ?? '', volume: match.VolumenWert ?? '' })
                  : ''}
            </Text>
          </Stack>
        )}

        {c.rules.regionsAvailable && (
          <Select
            label={t('claim.region')}
            placeholder={t('modules.dialogs.claim.noRegion')}
            required={!c.rules.regionNullable}
            clearable={c.rules.regionNullable}
            data={c.regions.map((r) => ({ value: String(r.id), label: r.name }))}
            value={c.form.regionId === null ? null : String(c.form.regionId)}
            onChange={(value) => send({ type: 'SET_REGION', id: value === null ? null : Number(value) })}
            onBlur={() => touch('regionId')}
            disabled={c.regionsStatus === 'loading'}
            error={c.regionsStatus === 'failed' ? t('error.claim.region') : errorOf('regionId')}
          />
        )}

        <Textarea
          label={t('claim.description')}
          required
          autosize
          minRows={3}
          maxRows={8}
          value={c.form.description}
          onChange={(e) => send({ type: 'INPUT', field: 'description', value: e.currentTarget.value })}
          onBlur={() => touch('description')}
          error={errorOf('description')}
          description={
            <Text span size="xs" c={counter.used > counter.max ? 'red.8' : 'dimmed'} aria-live="polite">
              {t('claim.counter', counter)}
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />

        <ClaimContactSection
          form={c.form}
          expanded={c.contactExpanded}
          phoneCountries={phoneCountries}
          errorOf={errorOf}
          hasErrors={contactHasErrors && (c.showErrors || CONTACT_FIELDS.some((f) => touched.has(f)))}
          onToggle={() => send({ type: 'TOGGLE_CONTACT' })}
          onInput={(field, value) => send({ type: 'INPUT', field, value })}
          onBlur={touch}
          onCountry={(country) => send({ type: 'SET_COUNTRY', country })}
        />

        <UploadField
          uploads={c.uploads}
          expect={c.expect}
          onFiles={(files) => send({ type: 'FILES_ADDED', files })}
          onRemove={(name) => send({ type: 'FILE_REMOVED', name })}
          disabled={submitting}
        />

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            {t('claim.cancel')}
          </Button>
          <Button type="submit" leftSection={<IconSend size={18} />} loading={submitting} disabled={!canSubmitClaim(c)}>
            {t('claim.submit')}
          </Button>
        </Group>
        {contactHasErrors && !c.contactExpanded && (
          <Text size="xs" c="dimmed" ta="right">
            {t('modules.dialogs.claim.contactIncomplete')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
