import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOfflineStand } from '../../api/offline';
import { formatDate } from '../../i18n/format';

/**
 * A calm notice while the page shows kept copies instead of live data (no network): the resident
 * sees how old the dates are. It goes as soon as a live answer arrives.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const stand = useOfflineStand();
  if (stand === null) return null;
  return (
    <Alert role="status" color="gray" variant="light" icon={<IconCloudOff size={18} aria-hidden="true" />} title={t('pwa.offline', { stand: formatDate(stand, "dd.MM.yyyy, HH:mm 'Uhr'") })} mb="md">
      {t('pwa.offlineHint')}
    </Alert>
  );
}
