import { Modal, type ModalProps } from '@mantine/core';
import { useReturnFocus } from './useReturnFocus';

/**
 * Mantine's Modal as every dialog of the portal opens it: closed, it gives the focus back to the
 * control that opened it (useReturnFocus). The dialogs are fetched when they first open and so
 * mount open, where Mantine's own return never learns the opener. `returnFocus={false}` skips the
 * return (after a login the next page's heading takes the focus instead).
 */
export function Dialog({ returnFocus = true, ...props }: ModalProps) {
  useReturnFocus(props.opened, returnFocus);
  return <Modal {...props} returnFocus={false} />;
}
