import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface LoadErrorProps {
  /** The German message; defaults to "Die Daten konnten nicht geladen werden." */
  message?: string;
  onRetry(): void;
}

/** A list or card whose data failed to load: the message and a retry button. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} w="100%">
        {message ?? t('modules.loadError')}
      </Alert>
      <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={onRetry}>
        {t('modules.retry')}
      </Button>
    </Stack>
  );
}
