/**
 * What both account dialogs do around their machine: run it with
 * the real AktualisiereStammdaten call, follow the host's `opened`, hand a save to the session (new
 * hash, expiry, requests, address id and address), refresh the objects (their owner address may have
 * changed), confirm the save visibly, and decide when a field shows its error.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { objectsQueryKey } from '../api/queries/objects';
import { masterDataActors } from './master-data.actors';
import {
  accountErrors,
  accountGeneralError,
  canSaveAccount,
  type AccountContext,
  type AccountEvent,
  type AccountField,
  type AccountInput,
  type AccountMachine,
} from './master-data.machine';
import type { MessageKey } from '../forms/validation';
import { sessionActor } from '../session/session';
import type { AccountDialogFrameProps } from './AccountDialogFrame';
import { useDialogMachineSync } from './useDialogMachineSync';

export interface AccountFormOptions {
  input: AccountInput;
  /** The host wants the dialog (and what it knows is ready, e.g. the address to prefill). */
  opened: boolean;
  onClose(): void;
  /** The OPEN event with the options of this opening. */
  openEvent: Extract<AccountEvent, { type: 'OPEN' }>;
  /** Fields whose rule breaks show while typing; the others wait for a save attempt. */
  liveFields: ReadonlySet<AccountField>;
  savedMessage: MessageKey;
}

/** The frame's props except what only the dialog knows (title, icon, lock, hint, fields). */
export type AccountFrameState = Pick<
  AccountDialogFrameProps,
  'opened' | 'saving' | 'canSave' | 'generalError' | 'onCancel' | 'onSubmit' | 'savedMessage' | 'onSavedClose'
>;

export interface AccountForm {
  values: Record<AccountField, string>;
  /** The dialog options of the current opening (e.g. whether the foreign key is asked for). */
  context: AccountContext;
  /** Value, change handler and visible error of one field, to spread onto its input. */
  field(name: AccountField): { value: string; onChange(e: { currentTarget: { value: string } }): void; error: string | undefined };
  frame: AccountFrameState;
}

export function useAccountForm(machineDef: AccountMachine, options: AccountFormOptions): AccountForm {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const machine = useMemo(() => machineDef.provide({ actors: masterDataActors }), [machineDef]);
  const [state, send, actor] = useMachine(machine, { input: options.input });
  const [saved, setSaved] = useState(false);
  const { openEvent, onClose, liveFields } = options;

  const open = useCallback(() => {
    setSaved(false);
    send(openEvent);
  }, [send, openEvent]);
  const close = useCallback(() => send({ type: 'CLOSE' }), [send]);
  const machineOpen = state.matches('open');
  useDialogMachineSync(options.opened, machineOpen, open, onClose, close);
  useEffect(() => {
    const sub = actor.on('saved', ({ result }) => {
      sessionActor.send({ type: 'UPDATE', result });
      void queryClient.invalidateQueries({ queryKey: objectsQueryKey });
      setSaved(true);
    });
    return () => sub.unsubscribe();
  }, [actor, queryClient]);

  const c = state.context;
  const errors = accountErrors(c);
  const general = accountGeneralError(c);
  const dismissSaved = useCallback(() => setSaved(false), []);
  return {
    values: c.values,
    context: c,
    field: (name) => {
      const key = errors[name];
      const visible = key && (c.showErrors || c.serverError?.field === name || (c.values[name] !== '' && liveFields.has(name)));
      return {
        value: c.values[name],
        onChange: (e) => send({ type: 'INPUT', field: name, value: e.currentTarget.value }),
        error: visible ? t(key) : undefined,
      };
    },
    frame: {
      opened: options.opened && machineOpen,
      saving: c.saving,
      canSave: canSaveAccount(c),
      generalError: general ? t(general) : null,
      onCancel: close,
      onSubmit: () => send({ type: 'SAVE' }),
      savedMessage: saved ? t(options.savedMessage) : null,
      onSavedClose: dismissSaved,
    },
  };
}
