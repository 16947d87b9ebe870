import type { PasswordDialogProps } from '../../dialogs/PasswordDialog';
import { lazyDialog } from './lazy-dialog';

// Like the settings dialog: machine and validation are fetched when the resident first asks for it.
export const LazyPasswordDialog = lazyDialog<PasswordDialogProps>(() => import('../../dialogs/PasswordDialog').then((m) => m.PasswordDialog));
