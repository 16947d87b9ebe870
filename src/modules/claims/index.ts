import { IconMessageQuestion, IconMessageReport } from '@tabler/icons-react';
import { lazy } from 'react';

/** Reklamationen of the object (kind 0). Checked against ModuleDefinition in ../registry.ts. */
export const claimsModule = {
  name: 'claims',
  labelKey: 'modules.labels.claims',
  icon: IconMessageReport,
  access: ['private'] as const,
  needs: (caps: { entitySets: readonly string[] }) => caps.entitySets.includes('Reklamationen'),
  Page: lazy(() => import('./ClaimsPage')),
};

/** Anfragen of the object (ReklamationOderAnfrage 1): the same feature with the other kind. */
export const requestsModule = {
  name: 'requests',
  labelKey: 'modules.labels.requests',
  icon: IconMessageQuestion,
  access: ['private'] as const,
  needs: (caps: { entitySets: readonly string[] }) => caps.entitySets.includes('Reklamationen'),
  Page: lazy(() => import('./RequestsPage')),
};

// The module's public entry for the app (the event history files a claim about a bulky-waste
// order). Light on purpose: the app's entry chunk imports this file; the dialog loads on first use.
export { ClaimAssignment } from './claim-assignment';
export { onClaimCreated } from './claim-created';
export { useClaimPrefill } from './useClaimPrefill';
export const ClaimDialog = lazy(() => import('./ClaimDialog').then((m) => ({ default: m.ClaimDialog })));
