/**
 * How dialogs report a failure. The shell has no Mantine Notifications provider, so the default
 * goes to the portal's global error snackbar (src/api/notifications); hosts may pass their own.
 */
import { showError } from '../api/notifications';

/** Receives a ready German text (already translated, parameters filled in). */
export type ErrorReporter = (message: string) => void;

export const reportToSnackbar: ErrorReporter = (message) => showError(message);
