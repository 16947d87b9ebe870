import type { SettingsDialogProps } from '../../account/SettingsDialog';
import { lazyDialog } from './lazy-dialog';

// The settings dialog brings the settings machine, form validation and libphonenumber (~60 KB gzip).
export const LazySettingsDialog = lazyDialog<SettingsDialogProps>(() => import('../../account/SettingsDialog').then((m) => m.SettingsDialog));
