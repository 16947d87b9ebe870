import type { ModuleDefinition } from '../types';
import { MODULE_TEXTS } from './texts';
import { FORGOT_HASH, viewOf } from './views';

/**
 * Self-registration and the password pages: profiles with private access, before login. Needs RegistriereBenutzer, or at least the two reset functions.
 */
export const registerModule = {
  name: 'register',
  labelKey: 'nav.register',
  // "Passwort vergessen?" and the reset link's page share the path, but they are no registration.
  menuActive: (hash: string) => viewOf(hash).kind === 'register',
  icon: 'newUser',
  access: ['private'],
  session: 'anonymous',
  routes: ['general'],
  needs: (gate) =>
    gate.fn('RegistriereBenutzer') !== undefined || (gate.fn('SendePasswortLink') !== undefined && gate.fn('SetzePasswortZurueck') !== undefined),
  page: 'RegisterPage',
  texts: MODULE_TEXTS.register,
  landing: true,
  anchors: { forgotPassword: FORGOT_HASH },
} as const satisfies ModuleDefinition;
