import { lazy } from 'react';
import type { ModuleDefinition } from '../types';
import { MODULE_TEXTS } from './texts';

// One folder, two modules: claims and requests are one feature (Reklamationen with
// ReklamationOderAnfrage 0 or 1) sharing dialog, page and flows; the lint keeps module folders
// apart, so a second folder could not reuse them.

/** Reklamationen (kind 0): the object's claims; a visitor's claim by address on /claims. */
export const claimsModule = {
  name: 'claims',
  labelKey: 'nav.claims',
  icon: 'chat',
  access: ['public', 'private'],
  routes: ['object', 'general'],
  needs: (gate) => gate.set('Reklamationen') !== undefined,
  Page: lazy(() => import('./ClaimsPage')),
  texts: MODULE_TEXTS.claims,
} as const satisfies ModuleDefinition;

/** Anliegen (kind 1): the same feature for requests. */
export const requestsModule = {
  name: 'requests',
  labelKey: 'nav.requests',
  icon: 'contacts',
  access: ['public', 'private'],
  routes: ['object', 'general'],
  needs: (gate) => gate.set('Reklamationen') !== undefined,
  Page: lazy(() => import('./RequestsPage')),
  texts: MODULE_TEXTS.requests,
} as const satisfies ModuleDefinition;

// The module's public entry for the app (the event history files a claim about a bulky-waste
// order). Light on purpose: the app's entry chunk imports this file; the dialog loads on first use.
export { ClaimAssignment } from './claim-assignment';
export { onClaimCreated } from './claim-created';
export const ClaimDialog = lazy(() => import('./ClaimDialog').then((m) => ({ default: m.ClaimDialog })));
