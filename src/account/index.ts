/** The account feature: master-data (settings) and password dialogs. */
export { SettingsDialog, type SettingsDialogProps } from './SettingsDialog';
export { PasswordDialog, type PasswordDialogProps } from './PasswordDialog';
