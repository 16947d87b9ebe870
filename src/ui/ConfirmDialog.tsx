/**
 * A question before something is lost or left (discard a booking, switch the object with one
 * begun): title, one sentence, the safe choice first and focused, the other named by what it does.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  /** What the confirming button does ("Eingaben verwerfen"). */
  confirmLabel: string;
  /** The safe way back ("Weiter bearbeiten"); Escape and the close button mean the same. */
  cancelLabel: string;
  closeLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ opened, title, message, confirmLabel, cancelLabel, closeLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': closeLabel }} styles={{ title: { fontWeight: 650 } }}>
      <Stack gap="md">
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color="red.9" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
