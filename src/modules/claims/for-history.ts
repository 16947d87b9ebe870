/**
 * The claims module's entry for the app's event history (it files a claim about a bulky-waste
 * order). Apart from the module's definition (index.ts) on purpose: the definitions are read by the
 * menu, also on a visitor's start page before the portal has loaded, and must not reach the dialog's
 * code; this file is imported by the history's parts only. The dialog loads on first use.
 */
import { lazy } from 'react';

export { ClaimAssignment } from './claim-assignment';
export { onClaimCreated } from './claim-created';
export const ClaimDialog = lazy(() => import('./ClaimDialog').then((m) => ({ default: m.ClaimDialog })));
