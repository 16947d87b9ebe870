/** The account feature: master-data (settings) and password dialogs. */
export { SettingsDialog, SETTINGS_DIALOG_WIDTH, type SettingsDialogProps } from './SettingsDialog';
export { PasswordDialog, PASSWORD_DIALOG_WIDTH, type PasswordDialogProps } from './PasswordDialog';
