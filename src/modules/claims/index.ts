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
  page: 'ClaimsPage',
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
  page: 'RequestsPage',
  texts: MODULE_TEXTS.requests,
} as const satisfies ModuleDefinition;
