/**
 * The claim form's logic outside its view (ClaimDialog.tsx): messages reported on the way, the
 * report once the claim exists, the draft, and the container number's lookup as the form shows it.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { useGate } from '../../api/capabilities';
import { withdrawError, type ErrorReporter } from '../../api/notifications';
import { formatLitres, type EntityKey } from '../../api/values';
import { clearDraft, saveDraft } from '../../forms/drafts';
import type { FieldCheck } from '../../forms/widgets/context';
import { announceClaimCreated } from './claim-created';
import { containerFieldOf, type ClaimSubject, type ClaimType } from './claim.form';
import { problemsOf, visibleProblems, type claimMachine, type ClaimContext } from './claim.machine';
import { loadClaimEvent } from './claims-query';
import { containerChoices, ownContainersQueryOptions } from './own-containers';

type ClaimActor = ActorRefFrom<typeof claimMachine>;

/**
 * The machine's messages go to the reporter; what this form reported (e.g. a refused upload) is
 * withdrawn once the claim is sent. Once per dialog: hosts may hand in new callbacks on every render.
 */
export function useClaimReports(actor: ClaimActor, claimId: EntityKey | null | undefined, done: boolean, visitor: boolean, on: { error: ErrorReporter; created(claimId: EntityKey): void; close(): void }) {
  const { t } = useTranslation();
  const { error: onError, created: onCreated, close: onClose } = on;
  const reportedTexts = useRef(new Set<string>());
  useEffect(() => {
    const sub = actor.on('toast', (toast) => {
      const text = t(toast.key, toast.params);
      reportedTexts.current.add(text);
      onError(text);
    });
    return () => sub.unsubscribe();
  }, [actor, onError, t]);

  const reported = useRef(false);
  useEffect(() => {
    if (!done || reported.current) return;
    reported.current = true;
    for (const text of reportedTexts.current) withdrawError(text);
    const id = claimId ?? 0;
    onCreated(id);
    onClose();
    if (visitor) return;
    // The event history learns of the claim as the server stored it (type name, status, date).
    loadClaimEvent(id).then(
      (event) => event && announceClaimCreated(event),
      () => undefined // The claim exists; the history shows it on its next load.
    );
  }, [done, claimId, onCreated, onClose, visitor]);
}

/** Everything typed is kept until the claim is sent, across a reload or an outage (not the files). */
export function useKeptClaimDraft(draftId: string, c: ClaimContext, done: boolean) {
  const files = c.uploads.files.map((f) => f.name);
  useEffect(() => {
    if (done) clearDraft(draftId);
    else if (c.values !== c.initial || files.length > 0) saveDraft(draftId, { values: c.values, files });
  }, [c.values, files.join('\n'), done, draftId]);
}

/** The lookup's state as the container field shows it. */
const checkState = (status: ClaimContext['containerStatus']): FieldCheck['state'] =>
  status === 'debouncing' || status === 'looking' ? 'checking' : status === 'found' ? 'found' : status === 'invalid' ? 'invalid' : status === 'failed' ? 'failed' : 'idle';

/**
 * The container number field: its lookup state and the bin found, and the object's own bins to
 * choose from (a claim about the object may name one of them; about an order, the order says which).
 */
export function useContainerField(form: GeneratedForm, subject: ClaimSubject, c: ClaimContext, type: ClaimType | null) {
  const { t } = useTranslation();
  const containerField = containerFieldOf(form);
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
          state: checkState(c.containerStatus),
          found:
            match && type?.isContainerInfoVisible
              ? t('claim.container.found', { wasteType: match.AbfallartName ?? '', volume: formatLitres(match.VolumenWert) })
              : undefined,
        },
      }
    : {};
  return { containerField, choices, checks };
}

/**
 * The problems, checked once per render (the precompiled validator and the validation rules), shown
 * and gating alike; the lookup's answer shows at once, untouched or not, and a lookup that failed is
 * no "not found".
 */
export function useClaimErrors(c: ClaimContext, hidden: ReadonlySet<string>, containerField: string | null) {
  const { t } = useTranslation();
  const allProblems = problemsOf(c);
  const problems = visibleProblems(c, allProblems);
  const errors = useMemo(() => Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, t(key)])), [JSON.stringify(problems), t]);
  const lookupMessage = c.containerStatus === 'failed' ? 'error.load' : c.containerStatus === 'invalid' ? 'claim.validation.container-number' : null;
  const shownErrors = containerField && lookupMessage && !hidden.has(containerField) ? { ...errors, [containerField]: t(lookupMessage) } : errors;
  return { allProblems, shownErrors };
}
