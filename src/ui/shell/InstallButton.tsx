import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from './useInstallPrompt';

export interface InstallButtonProps {
  fullWidth?: boolean;
}

/** Offers "App installieren" only while the browser has a deferred install prompt. */
export function InstallButton({ fullWidth = true }: InstallButtonProps) {
  const { t } = useTranslation();
  const { available, prompt } = useInstallPrompt();
  if (!available) return null;
  return (
    <Button
      variant="default"
      fullWidth={fullWidth}
      leftSection={<IconDownload size={18} aria-hidden="true" />}
      onClick={() => void prompt()}
    >
      {t('pwa.install')}
    </Button>
  );
}
