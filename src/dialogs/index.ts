/** Dialogs: React views over the flows' machines (SPEC section 2 "Dialogs"). */
export { CancelDialog, CANCEL_DIALOG_WIDTH, type CancelDialogProps } from './CancelDialog';
export { ClaimDialog, CLAIM_DIALOG_WIDTH, type ClaimDialogProps } from './ClaimDialog';
export { SettingsDialog, SETTINGS_DIALOG_WIDTH, type SettingsDialogProps } from './SettingsDialog';
export { PasswordDialog, PASSWORD_DIALOG_WIDTH, type PasswordDialogProps } from './PasswordDialog';
export { claimTypesQueryOptions } from './claim-setup';
export { reportToSnackbar, type ErrorReporter } from './report';
export { ClaimsOverview, type ClaimsOverviewProps } from './ClaimsOverview';
export { ClaimsModulePage, type ClaimsModulePageProps } from './ClaimsModulePage';
export { objectClaimsQueryOptions, objectClaimsQueryKey, loadClaimEvent } from './claims-query';
export { onClaimCreated, announceClaimCreated, type ClaimCreatedListener } from './claim-created';
export { useClaimPrefill, claimPrefill } from './useClaimPrefill';
