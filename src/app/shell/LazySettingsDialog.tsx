import type { SettingsDialogProps } from '../../dialogs/SettingsDialog';
import { lazyDialog } from './lazy-dialog';

// The settings dialog brings the settings machine, form validation and libphonenumber (~60 KB gzip).
export const LazySettingsDialog = lazyDialog<SettingsDialogProps>(() => import('../../dialogs/SettingsDialog').then((m) => m.SettingsDialog));
