import { Button, Stack, Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * /?maintenance: the authority is being maintained (503 or $metadata 404/502). The shell titles the
 * page "Wartungsarbeiten" and leaves login and personal area out.
 */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start" data-testid="maintenance-page">
      <IconTool size={40} aria-hidden="true" />
      <Text>{t('maintenance.text')}</Text>
      <Button onClick={() => window.location.assign('/')}>{t('maintenance.retry')}</Button>
    </Stack>
  );
}
