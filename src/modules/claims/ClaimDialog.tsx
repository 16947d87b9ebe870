import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconHistory, IconSend } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { claimActors, visitorClaimActors } from './claim.actors';
import {
  CLAIM_PARAMS,
  contactSectionOf,
  needsContainer,
  contactValues,
  containerFieldOf,
  hasContact,
  hiddenClaimFields,
  type ClaimContact,
  type ClaimKindCode,
  type ClaimSubject,
  type ClaimType,
} from './claim.form';
import { canSubmitClaim, claimMachine, problemsOf, selectedClaimType, visibleProblems } from './claim.machine';
import { clearDraft, loadDraft, saveDraft } from '../../forms/drafts';
import { GeneratedFormView } from '../../forms/GeneratedFormView';
import { loadQueryRows } from '../../forms/load-options';
import { useGeneratedForm } from '../../forms/useGeneratedForm';
import type { FieldCheck } from '../../forms/widgets/context';
import { useGate } from '../../api/capabilities';
import { announceClaimCreated } from './claim-created';
import { containerChoices, ownContainersQueryOptions } from './own-containers';
import { loadClaimEvent } from './claims-query';
import { CLAIM_FUNCTION, claimTypesOfKind, claimTypesQueryOptions, VISITOR_CLAIM_FUNCTION, visitorClaimTypesQueryOptions } from './claim-setup';
import { reportToSnackbar, withdrawError, type ErrorReporter } from '../../api/notifications';
import { formatLitres, type EntityKey } from '../../api/values';

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
  prefill?: Partial<ClaimContact>;
  onClose(): void;
  onCreated(claimId: EntityKey): void;
  onError?: ErrorReporter;
  /**
   * A visitor's claim by address (LegeReklamationAn): no subject, no prefill, the contact section
   * open and required by the function; the history is not told (a visitor has none).
   */
  visitor?: boolean;
}

/** The claim/request dialog on the generated form; the claim machine decides everything. */
export function ClaimDialog({ opened, kind, onClose, ...rest }: ClaimDialogProps) {
  const { t } = useTranslation();
  const types = useQuery({ ...(rest.visitor ? visitorClaimTypesQueryOptions() : claimTypesQueryOptions(rest.subject.assignmentType)), enabled: opened });
  const form = useGeneratedForm(rest.visitor ? VISITOR_CLAIM_FUNCTION : CLAIM_FUNCTION, opened);
  const ofKind = useMemo(() => claimTypesOfKind(types.data ?? [], kind), [types.data, kind]);
  // The long form gets the whole screen on a phone instead of a cramped floating card.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const failed = types.isError || form.isError;
  // While the claim is on its way the dialog stays: closing it would hide the answer.
  const [busy, setBusy] = useState(false);
  // A fresh form after "discard" (the draft is gone, the machine starts anew).
  const [generation, setGeneration] = useState(0);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      closeButtonProps={{ disabled: busy, 'aria-label': t('common.close') }}
      title={kind === 1 ? t('modules.dialogs.claim.requestTitle') : t('modules.dialogs.claim.claimTitle')}
      size={CLAIM_DIALOG_WIDTH}
      centered
      fullScreen={phone}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {failed ? (
        <Stack gap="sm">
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
            {t('error.load')}
          </Alert>
          <Button variant="default" onClick={() => void Promise.all([types.refetch(), form.refetch()])}>
            {t('modules.retry')}
          </Button>
        </Stack>
      ) : types.isPending || form.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : !form.data ? (
        <Text c="dimmed">{t('claims.unavailable')}</Text>
      ) : ofKind.length === 0 ? (
        <Text c="dimmed">{t('modules.dialogs.claim.noTypes')}</Text>
      ) : (
        <ClaimForm
          key={generation}
          form={form.data}
          kind={kind}
          claimTypes={ofKind}
          onClose={onClose}
          onBusy={setBusy}
          onDiscard={() => setGeneration((g) => g + 1)}
          {...rest}
        />
      )}
    </Modal>
  );
}

interface ClaimFormProps extends Omit<ClaimDialogProps, 'opened'> {
  form: GeneratedForm;
  claimTypes: ClaimType[];
  onBusy(busy: boolean): void;
  onDiscard(): void;
}

/** One draft per function, kind and subject: a claim about another order starts empty. */
const draftIdOf = (form: GeneratedForm, kind: ClaimKindCode, subject: ClaimSubject) =>
  `${form.functionName}:${kind}:${subject.assignmentType ?? 'object'}:${subject.id}`;

function ClaimForm(props: ClaimFormProps) {
  const { form, kind, claimTypes, subject, phoneCountries, prefill = {}, onClose, onCreated, onBusy, onDiscard, onError = reportToSnackbar, visitor = false } = props;
  const { t } = useTranslation();
  const draftId = draftIdOf(form, kind, subject);
  const [draft] = useState(() => loadDraft(draftId));
  const machine = useMemo(() => claimMachine.provide({ actors: visitor ? visitorClaimActors : claimActors }), [visitor]);
  const [state, send, actor] = useMachine(machine, {
    input: { form, subject, claimTypes, values: { ...contactValues(form, prefill), ...draft?.values }, country: (phoneCountries[0] ?? 'DE') as never },
  });

  // What this form reported (e.g. a refused upload) is over once the claim is sent.
  const reportedTexts = useRef(new Set<string>());
  useEffect(() => {
    const sub = actor.on('toast', (toast) => {
      const text = t(toast.key, toast.params);
      reportedTexts.current.add(text);
      onError(text);
    });
    return () => sub.unsubscribe();
  }, [actor, onError, t]);

  const done = state.status === 'done';
  // Once per dialog: hosts may hand in new callbacks on every render.
  const reported = useRef(false);
  useEffect(() => {
    if (!done || reported.current) return;
    reported.current = true;
    for (const text of reportedTexts.current) withdrawError(text);
    const claimId = state.context.claimId ?? 0;
    onCreated(claimId);
    onClose();
    if (visitor) return;
    // The event history learns of the claim as the server stored it (type name, status, date).
    loadClaimEvent(claimId).then(
      (event) => event && announceClaimCreated(event),
      () => undefined // The claim exists; the history shows it on its next load.
    );
  }, [done, state.context.claimId, onCreated, onClose, visitor]);

  const c = state.context;
  const type = selectedClaimType(c);
  const submitting = state.matches({ active: { form: 'submitting' } });
  useEffect(() => onBusy(submitting), [submitting, onBusy]);
  useEffect(() => () => onBusy(false), [onBusy]);
  // Everything typed is kept until the claim is sent, across a reload or an outage (not the files).
  const files = c.uploads.files.map((f) => f.name);
  useEffect(() => {
    if (done) clearDraft(draftId);
    else if (c.values !== c.initial || files.length > 0) saveDraft(draftId, { values: c.values, files });
  }, [c.values, files.join('\n'), done, draftId]);
  // Checked once per render (the precompiled validator and the validation rules), shown and gating alike.
  const allProblems = problemsOf(c);
  const problems = visibleProblems(c, allProblems);
  const errors = useMemo(() => Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, t(key)])), [JSON.stringify(problems), t]);
  const hidden = useMemo(() => hiddenClaimFields(form, type), [form, type]);
  // Prefilled contact data waits behind a toggle (collapsed by default); a visitor's is open.
  const contactSection = contactSectionOf(form);
  const [collapsible] = useState(() => new Set(contactSection && hasContact(prefill) ? [contactSection] : []));

  const containerField = containerFieldOf(form);
  // A claim about the object may name one of its own bins; about an order, the order says which.
  const gate = useGate();
  const ownBins = useQuery({
    ...ownContainersQueryOptions(subject.id),
    enabled: Boolean(containerField && subject.assignmentType === undefined && gate.set('Gefaesse') !== undefined),
  });
  const choices = useMemo(() => containerChoices(ownBins.data, (row) => t('claim.container.choice', row)), [ownBins.data, t]);
  const match = c.containerMatches.length === 1 ? c.containerMatches[0] : undefined;
  const checks: Record<string, FieldCheck> = containerField
    ? {
        [containerField]: {
          state:
            c.containerStatus === 'debouncing' || c.containerStatus === 'looking'
              ? 'checking'
              : c.containerStatus === 'found'
              ? 'found'
              : c.containerStatus === 'invalid'
              ? 'invalid'
              : c.containerStatus === 'failed'
              ? 'failed'
              : 'idle',
          found:
            match && type?.isContainerInfoVisible
              ? t('claim.container.found', { wasteType: match.AbfallartName ?? '', volume: formatLitres(match.VolumenWert) })
              : undefined,
        },
      }
    : {};
  // The lookup's answer shows at once, untouched or not; a lookup that failed is no "not found".
  const lookupMessage = c.containerStatus === 'failed' ? 'error.load' : c.containerStatus === 'invalid' ? 'claim.validation.container-number' : null;
  const shownErrors = containerField && lookupMessage && !hidden.has(containerField) ? { ...errors, [containerField]: t(lookupMessage) } : errors;

  return (
    <Stack gap="md">
      {draft && (
        <Alert color="brand" variant="light" icon={<IconHistory size={18} aria-hidden="true" />} role="status">
          <Stack gap={6} align="flex-start">
            <Text size="sm">{t('forms.draft.restored')}</Text>
            {draft.files.length > 0 && <Text size="sm">{t('forms.draft.files', { names: draft.files.join(', ') })}</Text>}
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                clearDraft(draftId);
                onDiscard();
              }}
            >
              {t('forms.draft.discard')}
            </Button>
          </Stack>
        </Alert>
      )}
      <GeneratedFormView
        form={form}
        values={c.values}
        errors={shownErrors}
        hidden={hidden}
      // The container number is required for the types about a container (claimProblems checks it).
      required={containerField && needsContainer(type) ? [containerField] : []}
        collapsible={collapsible}
        disabled={submitting}
        context={{
          loadOptions: loadQueryRows,
          fieldOptions: { [CLAIM_PARAMS.claimType]: claimTypes.map((ct) => ({ value: ct.id, label: ct.name, description: ct.description })) },
          onLoadError: (field) => {
            send({ type: 'LOAD_FAILED', field });
            return field === CLAIM_PARAMS.region ? 'error.claim.region' : undefined;
          },
          country: c.country,
          phoneCountries,
          onCountry: (country) => send({ type: 'SET_COUNTRY', country }),
          checks,
          containerChoices: choices,
          onBlur: (field) => send({ type: 'BLUR', field }),
        }}
        onChange={(values) => send({ type: 'CHANGE', values })}
        onSubmit={() => send({ type: 'SUBMIT' })}
        uploads={{
          state: c.uploads,
          onFiles: (files) => send({ type: 'FILES_ADDED', files }),
          onRemove: (name) => send({ type: 'FILE_REMOVED', name }),
        }}
      >
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              // Cancelling on purpose discards what was typed; closing by Escape or × keeps it.
              clearDraft(draftId);
              onClose();
            }}
            disabled={submitting}
          >
            {t('claim.cancel')}
          </Button>
          <Button type="submit" leftSection={<IconSend size={18} aria-hidden="true" />} loading={submitting} disabled={!canSubmitClaim(c, allProblems)}>
            {t('claim.submit')}
          </Button>
        </Group>
      </GeneratedFormView>
    </Stack>
  );
}
