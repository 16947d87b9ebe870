/** The claim form's parts (ClaimDialog.tsx): the note on a restored draft, and the row of buttons. */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconHistory, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "Ihre Eingaben wurden wiederhergestellt", the files that were not kept, and "Verwerfen". */
export function DraftRestored({ files, onDiscard }: { files: readonly string[]; onDiscard(): void }) {
  const { t } = useTranslation();
  return (
    <Alert color="brand" variant="light" icon={<IconHistory size={18} aria-hidden="true" />} role="status">
      <Stack gap={6} align="flex-start">
        <Text size="sm">{t('forms.draft.restored')}</Text>
        {files.length > 0 && <Text size="sm">{t('forms.draft.files', { names: files.join(', ') })}</Text>}
        <Button size="xs" variant="default" onClick={onDiscard}>
          {t('forms.draft.discard')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** "Abbrechen" and "Absenden". */
export function ClaimActions({ submitting, canSubmit, onCancel }: { submitting: boolean; canSubmit: boolean; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        {t('claim.cancel')}
      </Button>
      <Button type="submit" leftSection={<IconSend size={18} aria-hidden="true" />} loading={submitting} disabled={!canSubmit}>
        {t('claim.submit')}
      </Button>
    </Group>
  );
}
