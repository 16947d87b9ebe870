/**
 * The claim/request dialog (SPEC.md sections 2, 4 "Claim dialog", 5, 8). Three parallel regions:
 * the form itself, the debounced container lookup and the region options. All I/O is in named
 * actors; a failed submit keeps everything the user typed.
 */
import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { addFiles, canSubmitUploads, emptyUploads, fileRead, readAsBase64, removeFile, uploadPayload, type Base64Reader, type UploadState } from '../forms/upload';
import type { MessageKey } from '../forms/validation';
import {
  claimErrors, claimParams, emptyClaimForm, needsContainer, type ClaimFormData, type ClaimRules, type ClaimSubject, type ClaimTextField,
  type ClaimType, type ContainerStatus, type RegionsStatus,
} from './claim.form';

export const CONTAINER_DEBOUNCE_MS = 1500;

export interface ContainerMatch {
  GefaesseId: number;
  AbfallartName?: string | null;
  VolumenWert?: number | null;
}
export interface Region {
  id: number;
  name: string;
}
export interface SubmitClaimInput {
  params: Record<string, string | number | null>;
  files: { name: string; type: string; content: string }[];
}

export interface ClaimMachineInput {
  subject: ClaimSubject;
  claimTypes: ClaimType[];
  rules: ClaimRules;
  /** portal:Expect of LegeReklamationAngemeldetAn. */
  expect: string[];
  parameterNames?: string[];
  prefill?: Partial<ClaimFormData>;
  contactExpanded?: boolean;
}

export interface ClaimContext extends Required<Omit<ClaimMachineInput, 'prefill' | 'contactExpanded'>> {
  initial: ClaimFormData;
  form: ClaimFormData;
  containerMatches: ContainerMatch[];
  containerStatus: ContainerStatus;
  regions: Region[];
  regionsStatus: RegionsStatus;
  uploads: UploadState;
  contactExpanded: boolean;
  /** After a submit attempt every error shows, not only those of touched fields. */
  showErrors: boolean;
  toast: { key: MessageKey; params?: Record<string, string> } | null;
  claimId: number | null;
}

export type ClaimEvent =
  | { type: 'SET_KIND'; kind: 0 | 1 }
  | { type: 'SET_CLAIM_TYPE'; id: number }
  | { type: 'INPUT'; field: ClaimTextField; value: string }
  | { type: 'SET_COUNTRY'; country: ClaimFormData['country'] }
  | { type: 'SET_REGION'; id: number | null }
  | { type: 'CONTAINER_INPUT'; value: string }
  | { type: 'TOGGLE_CONTACT' }
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

export const selectedClaimType = (c: Pick<ClaimContext, 'claimTypes' | 'form'>): ClaimType | null =>
  c.claimTypes.find((t) => t.id === c.form.claimTypeId) ?? null;

export const errorsOf = (c: ClaimContext) =>
  claimErrors({ form: c.form, claimType: selectedClaimType(c), rules: c.rules, containerStatus: c.containerStatus, regionsStatus: c.regionsStatus });

/** Submit is blocked while invalid, over the upload limit, reading files or checking the container. */
export const canSubmitClaim = (c: ClaimContext): boolean =>
  Object.keys(errorsOf(c)).length === 0 &&
  canSubmitUploads(c.uploads) &&
  !(needsContainer(selectedClaimType(c)) && (c.containerStatus === 'debouncing' || c.containerStatus === 'looking'));

export const claimMachine = setup({
  types: {
    context: {} as ClaimContext,
    events: {} as ClaimEvent,
    input: {} as ClaimMachineInput,
    output: {} as { claimId: number },
    emitted: {} as ClaimEmitted,
  },
  actors: {
    lookupContainer: fromPromise<ContainerMatch[], { chipReferenzNr: string }>(async () => {
      throw new Error('lookupContainer is not provided');
    }),
    loadRegions: fromPromise<Region[], void>(async () => {
      throw new Error('loadRegions is not provided');
    }),
    submitClaim: fromPromise<number, SubmitClaimInput>(async () => {
      throw new Error('submitClaim is not provided');
    }),
    readFile: readFileActor(readAsBase64),
  },
  delays: { containerDebounce: CONTAINER_DEBOUNCE_MS },
  guards: {
    canSubmit: ({ context }) => canSubmitClaim(context),
    regionsAvailable: ({ context }) => context.rules.regionsAvailable,
    hasContainerNumber: ({ context }) => context.form.containerNumber.trim() !== '',
  },
  actions: {
    toast: enqueueActions(({ enqueue }, toast: { key: MessageKey; params?: Record<string, string> }) => {
      enqueue.assign({ toast });
      enqueue.emit({ type: 'toast', ...toast });
    }),
    addFiles: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'FILES_ADDED') return;
      const result = addFiles(context.uploads, event.files, context.expect);
      enqueue.assign({ uploads: result.state });
      if (result.rejected.length > 0) {
        const toast = { key: 'upload.rejected', params: { names: result.rejected.join(', ') } };
        enqueue.assign({ toast });
        enqueue.emit({ type: 'toast', ...toast });
      }
      for (const picked of result.added) {
        const file = event.files.find((f) => f.name === picked.name);
        if (file) enqueue.spawnChild('readFile', { id: `read:${picked.name}`, input: { file, name: picked.name } });
      }
    }),
  },
}).createMachine({
  id: 'claim',
  context: ({ input }) => {
    const initial = emptyClaimForm(input.prefill);
    return {
      subject: input.subject,
      claimTypes: input.claimTypes,
      rules: input.rules,
      expect: input.expect,
      parameterNames: input.parameterNames ?? [],
      initial,
      form: initial,
      containerMatches: [],
      containerStatus: 'idle',
      regions: [],
      regionsStatus: input.rules.regionsAvailable ? 'loading' : 'unavailable',
      uploads: emptyUploads,
      contactExpanded: input.contactExpanded ?? false,
      showErrors: false,
      toast: null,
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
                SET_KIND: {
                  actions: assign(({ context, event }) => {
                    const keep = selectedClaimType(context)?.kind === event.kind;
                    return { form: { ...context.form, kind: event.kind, claimTypeId: keep ? context.form.claimTypeId : null } };
                  }),
                },
                SET_CLAIM_TYPE: { actions: assign({ form: ({ context, event }) => ({ ...context.form, claimTypeId: event.id }) }) },
                INPUT: { actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) }) },
                SET_COUNTRY: { actions: assign({ form: ({ context, event }) => ({ ...context.form, country: event.country }) }) },
                SET_REGION: { actions: assign({ form: ({ context, event }) => ({ ...context.form, regionId: event.id }) }) },
                TOGGLE_CONTACT: { actions: assign({ contactExpanded: ({ context }) => !context.contactExpanded }) },
                FILES_ADDED: { actions: 'addFiles' },
                FILE_REMOVED: { actions: assign({ uploads: ({ context, event }) => removeFile(context.uploads, event.name) }) },
                SUBMIT: [{ guard: 'canSubmit', target: 'submitting' }, { actions: assign({ showErrors: true }) }],
              },
            },
            submitting: {
              invoke: {
                src: 'submitClaim',
                input: ({ context }) => ({
                  // The guard guaranteed a claim type.
                  params: claimParams(context.form, selectedClaimType(context) as ClaimType, context.subject, context.parameterNames),
                  files: uploadPayload(context.uploads).files,
                }),
                onDone: {
                  target: '#claim.done',
                  actions: assign(({ context, event }) => ({
                    claimId: event.output,
                    form: context.initial,
                    uploads: emptyUploads,
                    containerMatches: [],
                    containerStatus: 'idle' as const,
                    showErrors: false,
                  })),
                },
                // Nothing is reset: the user corrects or retries with all input intact.
                onError: { target: 'editing', actions: { type: 'toast', params: { key: 'claim.error' } } },
              },
            },
          },
        },
        container: {
          initial: 'idle',
          on: {
            CONTAINER_INPUT: [
              {
                guard: ({ event }) => event.value.trim() === '',
                target: '.idle',
                actions: assign(({ context, event }) => ({
                  form: { ...context.form, containerNumber: event.value, containerId: null },
                  containerMatches: [],
                  containerStatus: 'idle' as const,
                })),
              },
              {
                // Every entry clears what the previous number found, then waits for the user to pause.
                target: '.debouncing',
                reenter: true,
                actions: assign(({ context, event }) => ({
                  form: { ...context.form, containerNumber: event.value, containerId: null },
                  containerMatches: [],
                  containerStatus: 'debouncing' as const,
                })),
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
                input: ({ context }) => ({ chipReferenzNr: context.form.containerNumber.trim() }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const single = event.output.length === 1 ? event.output[0] : undefined;
                    return {
                      containerMatches: event.output,
                      containerStatus: single ? ('found' as const) : ('invalid' as const),
                      form: { ...context.form, containerId: single?.GefaesseId ?? null },
                    };
                  }),
                },
                onError: { target: 'idle', actions: [assign({ containerStatus: 'failed' }), { type: 'toast', params: { key: 'error.load' } }] },
              },
            },
          },
        },
        regions: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'regionsAvailable', target: 'loading' }, { target: 'unavailable' }] },
            loading: {
              invoke: {
                src: 'loadRegions',
                onDone: { target: 'loaded', actions: assign({ regions: ({ event }) => event.output, regionsStatus: 'loaded' }) },
                onError: { target: 'failed', actions: [assign({ regionsStatus: 'failed' }), { type: 'toast', params: { key: 'error.load' } }] },
              },
            },
            loaded: {},
            failed: {},
            unavailable: {},
          },
        },
      },
      on: {
        FILE_READ: { actions: assign({ uploads: ({ context, event }) => fileRead(context.uploads, event.name, event.content) }) },
        FILE_FAILED: {
          actions: [assign({ uploads: ({ context, event }) => removeFile(context.uploads, event.name) }), { type: 'toast', params: { key: 'upload.read-error' } }],
        },
      },
    },
    done: { type: 'final' },
  },
});
