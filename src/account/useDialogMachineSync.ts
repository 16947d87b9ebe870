/**
 * Keeps a dialog machine with its own closed/open states in step with the host's `opened` prop:
 * opening sends OPEN; the machine returning to `closed` (saved or closed) tells the host.
 */
import { useEffect, useRef } from 'react';

export function useDialogMachineSync(opened: boolean, machineOpen: boolean, open: () => void, onClose: () => void, close?: () => void): void {
  const wasOpen = useRef(false);
  // One OPEN per opening of the host: after the machine closed itself (saved) the host may still
  // say `opened` for a render or two (navigation pending); that must not open the form again.
  const served = useRef(false);
  useEffect(() => {
    if (!opened) {
      served.current = false;
      // The host closed the dialog itself: the machine follows, so the next opening starts fresh.
      if (machineOpen) close?.();
      return;
    }
    if (!machineOpen && !served.current) {
      served.current = true;
      open();
    }
  }, [opened, machineOpen, open, close]);
  useEffect(() => {
    if (wasOpen.current && !machineOpen) onClose();
    wasOpen.current = machineOpen;
  }, [machineOpen, onClose]);
}
