/**
 * The claim/request flow around the generated form of
 * LegeReklamationAngemeldetAn. Two parallel regions: the form (editing, submitting) and the
 * debounced container lookup. The values are the generated form's; validity is decided with the
 * form's precompiled validator (claim.form.ts). All I/O is in named actors; a failed submit keeps
 * everything the user typed.
 */
import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { CountryCode } from 'libphonenumber-js/min';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { initialFormData } from '../../forms/defaults';
import { addFiles, canSubmitUploads, emptyUploads, fileRead, readAsBase64, removeFile, uploadPayload, type Base64Reader, type UploadState } from '../../forms/upload';
import type { MessageKey } from '../../forms/validation';
import { CLAIM_PARAMS, claimParams, claimProblems, containerFieldOf, needsContainer, type ClaimSubject, type ClaimType, type ContainerStatus } from './claim.form';
import type { MoeglichesGefaess } from '../../api/types';
import type { EntityKey } from '../../api/values';
import { HttpError } from '../../api/errors';

export const CONTAINER_DEBOUNCE_MS = 1500;

/** A container MoeglicheGefaesse found for the chip number. */
export type ContainerMatch = MoeglichesGefaess;
export interface SubmitClaimInput {
  functionName: string;
  params: Record<string, unknown>;
  files: { name: string; type: string; content: string }[];
  /** One key per submission, kept across retries, so the server stores a claim once. */
  idempotencyKey: string;
}

export interface ClaimMachineInput {
  form: GeneratedForm;
  subject: ClaimSubject;
  claimTypes: ClaimType[];
  /** Values the page knows (contact data); the claim type is preselected when only one exists. */
  values?: Record<string, unknown>;
  country?: CountryCode;
  /** "Now" for date defaults (tests); the time the form opens otherwise. */
  now?: Date;
}

export interface ClaimContext {
  form: GeneratedForm;
  subject: ClaimSubject;
  claimTypes: ClaimType[];
  initial: Record<string, unknown>;
  values: Record<string, unknown>;
  country: CountryCode;
  containerMatches: ContainerMatch[];
  containerStatus: ContainerStatus;
  containerId: number | null;
  uploads: UploadState;
  /** Fields the user has left: their problems show before the first submit attempt. */
  touched: readonly string[];
  /** After a submit attempt every problem shows. */
  showErrors: boolean;
  toast: { key: MessageKey; params?: Record<string, string> } | null;
  idempotencyKey: string;
  claimId: EntityKey | null;
}

export type ClaimEvent =
  | { type: 'CHANGE'; values: Record<string, unknown> }
  | { type: 'BLUR'; field: string }
  | { type: 'SET_COUNTRY'; country: CountryCode }
  | { type: 'LOAD_FAILED'; field: string }
  | { type: 'FILES_ADDED'; files: (Blob & { name: string })[] }
  | { type: 'FILE_REMOVED'; name: string }
  | { type: 'FILE_READ'; name: string; content: string }
  | { type: 'FILE_FAILED'; name: string }
  | { type: 'SUBMIT' };

export type ClaimEmitted = { type: 'toast'; key: MessageKey; params?: Record<string, string> };

/** The file reader as an actor; tests pass a fake `Base64Reader`. */
export const readFileActor = (reader: Base64Reader) =>
  fromCallback<ClaimEvent, { file: Blob; name: string }>(({ input, sendBack }) => {
    let live = true;
    reader(input.file).then(
      (content) => live && sendBack({ type: 'FILE_READ', name: input.name, content }),
      () => live && sendBack({ type: 'FILE_FAILED', name: input.name }),
    );
    return () => {
      live = false;
    };
  });

export const selectedClaimType = (c: Pick<ClaimContext, 'claimTypes' | 'values'>): ClaimType | null =>
  c.claimTypes.find((t) => t.id === c.values[CLAIM_PARAMS.claimType]) ?? null;

export const problemsOf = (c: ClaimContext) =>
  claimProblems({ form: c.form, values: c.values, claimType: selectedClaimType(c), country: c.country, containerStatus: c.containerStatus, containerId: c.containerId });

/** Problems to show now: all after a submit attempt, else those of fields left; too long at once. */
export function visibleProblems(c: ClaimContext, all = problemsOf(c)): Record<string, MessageKey> {
  return Object.fromEntries(Object.entries(all).filter(([name, key]) => c.showErrors || c.touched.includes(name) || key === 'validation.limit-exceeded'));
}

const containerValue = (c: Pick<ClaimContext, 'form' | 'values'>, values = c.values): string => {
  const name = containerFieldOf(c.form);
  const value = name ? values[name] : undefined;
  return typeof value === 'string' ? value.trim() : '';
};

/** Submit is blocked while invalid, over the upload limit, reading files or checking the container. */
export const canSubmitClaim = (c: ClaimContext, problems = problemsOf(c)): boolean =>
  Object.keys(problems).length === 0 &&
  canSubmitUploads(c.uploads) &&
  !(needsContainer(selectedClaimType(c)) && (c.containerStatus === 'debouncing' || c.containerStatus === 'looking'));

const newKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The metadata's defaults, then what the page knows; one claim type is chosen from the start. */
function initialValues(input: ClaimMachineInput): Record<string, unknown> {
  const only = input.claimTypes.length === 1 ? input.claimTypes[0] : undefined;
  return { ...initialFormData(input.form.fields, input.now ?? new Date(), input.values), ...(only ? { [CLAIM_PARAMS.claimType]: only.id } : {}) };
}

export const claimMachine = setup({
  types: {
    context: {} as ClaimContext,
    events: {} as ClaimEvent,
    input: {} as ClaimMachineInput,
    output: {} as { claimId: EntityKey },
    emitted: {} as ClaimEmitted,
  },
  actors: {
    lookupContainer: fromPromise<ContainerMatch[], { chipReferenzNr: string }>(async () => {
      throw new Error('lookupContainer is not provided');
    }),
    submitClaim: fromPromise<EntityKey, SubmitClaimInput>(async () => {
      throw new Error('submitClaim is not provided');
    }),
    readFile: readFileActor(readAsBase64),
  },
  delays: { containerDebounce: CONTAINER_DEBOUNCE_MS },
  guards: {
    canSubmit: ({ context }) => canSubmitClaim(context),
    containerCleared: ({ context, event }) => event.type === 'CHANGE' && containerValue(context, event.values) === '' && containerValue(context) !== '',
    containerChanged: ({ context, event }) => event.type === 'CHANGE' && containerValue(context, event.values) !== containerValue(context),
  },
  actions: {
    toast: enqueueActions(({ enqueue }, toast: { key: MessageKey; params?: Record<string, string> }) => {
      enqueue.assign({ toast });
      enqueue.emit({ type: 'toast', ...toast });
    }),
    // A refusal the server explains (422: a file's type or content, a value) is shown in its own
    // words, so a retry is not the same failure again; anything else gets the general note.
    submitFailed: enqueueActions(({ event, enqueue }) => {
      const error = (event as { error?: unknown }).error;
      const toast =
        error instanceof HttpError && error.status === 422 && error.message.trim() !== ''
          ? { key: 'claim.refused', params: { reason: error.message.trim().replace(/\.$/, '') } }
          : { key: 'claim.error' };
      enqueue.assign({ toast });
      enqueue.emit({ type: 'toast', ...toast });
    }),
    addFiles: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'FILES_ADDED') return;
      const result = addFiles(context.uploads, event.files, context.form.expect);
      // Refused files are named with their reason at the upload widget (uploads.refused).
      enqueue.assign({ uploads: result.state });
      for (const picked of result.added) {
        const file = event.files.find((f) => f.name === picked.name);
        if (file) enqueue.spawnChild('readFile', { id: `read:${picked.name}`, input: { file, name: picked.name } });
      }
    }),
  },
}).createMachine({
  id: 'claim',
  context: ({ input }) => {
    const initial = initialValues(input);
    return {
      form: input.form,
      subject: input.subject,
      claimTypes: input.claimTypes,
      initial,
      values: initial,
      country: input.country ?? 'DE',
      containerMatches: [],
      containerStatus: 'idle',
      containerId: null,
      uploads: emptyUploads,
      touched: [],
      showErrors: false,
      toast: null,
      idempotencyKey: newKey(),
      claimId: null,
    };
  },
  initial: 'active',
  output: ({ context }) => ({ claimId: context.claimId ?? 0 }),
  states: {
    active: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                CHANGE: { actions: assign({ values: ({ event }) => event.values }) },
                BLUR: {
                  actions: assign({ touched: ({ context, event }) => (context.touched.includes(event.field) ? context.touched : [...context.touched, event.field]) }),
                },
                SET_COUNTRY: { actions: assign({ country: ({ event }) => event.country }) },
                FILES_ADDED: { actions: 'addFiles' },
                FILE_REMOVED: { actions: assign({ uploads: ({ context, event }) => removeFile(context.uploads, event.name) }) },
                SUBMIT: [{ guard: 'canSubmit', target: 'submitting' }, { actions: assign({ showErrors: true }) }],
              },
            },
            submitting: {
              invoke: {
                src: 'submitClaim',
                input: ({ context }) => ({
                  functionName: context.form.functionName,
                  // The guard guaranteed a claim type.
                  params: claimParams(context.form, context.values, selectedClaimType(context) as ClaimType, context.subject),
                  files: uploadPayload(context.uploads).files,
                  idempotencyKey: context.idempotencyKey,
                }),
                onDone: {
                  target: '#claim.done',
                  actions: assign(({ context, event }) => ({
                    claimId: event.output,
                    values: context.initial,
                    uploads: emptyUploads,
                    containerMatches: [],
                    containerStatus: 'idle' as const,
                    containerId: null,
                    showErrors: false,
                  })),
                },
                // Nothing is reset: the user corrects or retries with all input intact (same key).
                onError: { target: 'editing', actions: 'submitFailed' },
              },
            },
          },
        },
        container: {
          initial: 'idle',
          on: {
            CHANGE: [
              {
                guard: 'containerCleared',
                target: '.idle',
                actions: assign({ containerMatches: [], containerStatus: 'idle' as const, containerId: null }),
              },
              {
                // Every entry clears what the previous number found, then waits for the user to pause.
                guard: 'containerChanged',
                target: '.debouncing',
                reenter: true,
                actions: assign({ containerMatches: [], containerStatus: 'debouncing' as const, containerId: null }),
              },
            ],
          },
          states: {
            idle: {},
            debouncing: { after: { containerDebounce: 'looking' } },
            looking: {
              entry: assign({ containerStatus: 'looking' }),
              invoke: {
                src: 'lookupContainer',
                input: ({ context }) => ({ chipReferenzNr: containerValue(context) }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ event }) => {
                    const single = event.output.length === 1 ? event.output[0] : undefined;
                    return {
                      containerMatches: event.output,
                      containerStatus: single ? ('found' as const) : ('invalid' as const),
                      containerId: single?.GefaesseId ?? null,
                    };
                  }),
                },
                onError: { target: 'idle', actions: [assign({ containerStatus: 'failed' }), { type: 'toast', params: { key: 'error.load' } }] },
              },
            },
          },
        },
      },
      on: {
        LOAD_FAILED: { actions: { type: 'toast', params: { key: 'error.load' } } },
        FILE_READ: { actions: assign({ uploads: ({ context, event }) => fileRead(context.uploads, event.name, event.content, context.form.expect) }) },
        FILE_FAILED: {
          actions: [assign({ uploads: ({ context, event }) => removeFile(context.uploads, event.name) }), { type: 'toast', params: { key: 'upload.read-error' } }],
        },
      },
    },
    done: { type: 'final' },
  },
});
