import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { claimActors, visitorClaimActors } from './claim.actors';
import {
  CLAIM_PARAMS,
  contactSectionOf,
  needsContainer,
  contactValues,
  hasContact,
  hiddenClaimFields,
  type ClaimContact,
  type ClaimKindCode,
  type ClaimSubject,
  type ClaimType,
} from './claim.form';
import { canSubmitClaim, claimMachine, selectedClaimType } from './claim.machine';
import { clearDraft, loadDraft } from '../../forms/drafts';
import { GeneratedFormView } from '../../forms/GeneratedFormView';
import { loadQueryRows } from '../../forms/load-options';
import { useGeneratedForm } from '../../forms/useGeneratedForm';
import { ClaimActions, DraftRestored } from './claim-form-parts';
import { useClaimErrors, useClaimReports, useContainerField, useKeptClaimDraft } from './claim-form-hooks';
import { CLAIM_FUNCTION, claimTypesOfKind, claimTypesQueryOptions, VISITOR_CLAIM_FUNCTION, visitorClaimTypesQueryOptions } from './claim-setup';
import { reportToSnackbar, type ErrorReporter } from '../../api/notifications';
import type { EntityKey } from '../../api/values';
import { Dialog } from '../../ui/Dialog';

const CLAIM_DIALOG_WIDTH = 500;

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
    <Dialog
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
    </Dialog>
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
  const draftId = draftIdOf(form, kind, subject);
  const [draft] = useState(() => loadDraft(draftId));
  const machine = useMemo(() => claimMachine.provide({ actors: visitor ? visitorClaimActors : claimActors }), [visitor]);
  const [state, send, actor] = useMachine(machine, {
    input: { form, subject, claimTypes, values: { ...contactValues(form, prefill), ...draft?.values }, country: (phoneCountries[0] ?? 'DE') as never },
  });
  const done = state.status === 'done';
  useClaimReports(actor, state.context.claimId, done, visitor, { error: onError, created: onCreated, close: onClose });

  const c = state.context;
  const type = selectedClaimType(c);
  const submitting = state.matches({ active: { form: 'submitting' } });
  useEffect(() => onBusy(submitting), [submitting, onBusy]);
  useEffect(() => () => onBusy(false), [onBusy]);
  useKeptClaimDraft(draftId, c, done);
  const hidden = useMemo(() => hiddenClaimFields(form, type), [form, type]);
  // Prefilled contact data waits behind a toggle (collapsed by default); a visitor's is open.
  const contactSection = contactSectionOf(form);
  const [collapsible] = useState(() => new Set(contactSection && hasContact(prefill) ? [contactSection] : []));
  const { containerField, choices, checks } = useContainerField(form, subject, c, type);
  const { allProblems, shownErrors } = useClaimErrors(c, hidden, containerField);

  return (
    <Stack gap="md">
      {draft && (
        <DraftRestored
          files={draft.files}
          onDiscard={() => {
            clearDraft(draftId);
            onDiscard();
          }}
        />
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
        <ClaimActions
          submitting={submitting}
          canSubmit={canSubmitClaim(c, allProblems)}
          onCancel={() => {
            // Cancelling on purpose discards what was typed; closing by Escape or × keeps it.
            clearDraft(draftId);
            onClose();
          }}
        />
      </GeneratedFormView>
    </Stack>
  );
}
