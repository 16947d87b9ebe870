/**
 * What both account dialogs do around their machine (SPEC section 4 "Settings dialog"): follow the
 * host's `opened`, hand a save to the session (new hash, expiry, requests, address id and address),
 * refresh the objects (their owner address may have changed) and confirm the save visibly.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { objectsQueryKey } from '../api/queries/objects';
import { sessionActor, type LoginResult } from '../session/session';
import { useDialogMachineSync } from './useDialogMachineSync';

/** The part of a dialog actor this hook needs: its `saved` emission. */
export interface SavingActor {
  on(type: 'saved', handler: (event: { result: LoginResult }) => void): { unsubscribe(): void };
}

export interface AccountDialogSync {
  opened: boolean;
  machineOpen: boolean;
  actor: SavingActor;
  open(): void;
  close(): void;
  onClose(): void;
}

/** Returns whether the confirmation shows, and how to dismiss it. */
export function useAccountDialog({ opened, machineOpen, actor, open, close, onClose }: AccountDialogSync) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const openFresh = useCallback(() => {
    setSaved(false);
    open();
  }, [open]);
  useDialogMachineSync(opened, machineOpen, openFresh, onClose, close);
  useEffect(() => {
    const sub = actor.on('saved', ({ result }) => {
      sessionActor.send({ type: 'UPDATE', result });
      void queryClient.invalidateQueries({ queryKey: objectsQueryKey });
      setSaved(true);
    });
    return () => sub.unsubscribe();
  }, [actor, queryClient]);
  const dismissSaved = useCallback(() => setSaved(false), []);
  return { saved, dismissSaved };
}
