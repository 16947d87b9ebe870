import type { PasswordDialogProps } from '../../account/PasswordDialog';
import { lazyDialog } from './lazy-dialog';

// Like the settings dialog: machine and validation are fetched when the resident first asks for it.
export const LazyPasswordDialog = lazyDialog<PasswordDialogProps>(() => import('../../account/PasswordDialog').then((m) => m.PasswordDialog));
