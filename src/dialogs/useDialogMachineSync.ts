/**
 * Keeps a dialog machine with its own closed/open states in step with the host's `opened` prop:
 * opening sends OPEN; the machine returning to `closed` (saved or closed) tells the host.
 */
import { useEffect, useRef } from 'react';

export function useDialogMachineSync(opened: boolean, machineOpen: boolean, open: () => void, onClose: () => void, close?: () => void): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (opened && !machineOpen && !wasOpen.current) open();
    // The host closed the dialog itself: the machine follows, so the next opening starts fresh.
    if (!opened && machineOpen) close?.();
  }, [opened, machineOpen, open, close]);
  useEffect(() => {
    if (wasOpen.current && !machineOpen) onClose();
    wasOpen.current = machineOpen;
  }, [machineOpen, onClose]);
}
