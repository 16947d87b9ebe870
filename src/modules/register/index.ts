import type { ModuleDefinition } from '../types';

/**
 * Self-registration and the password pages: profiles with private access, before login (SPEC
 * section 6). Needs RegistriereBenutzer, or at least the two reset functions.
 */
export const registerModule = {
  name: 'register',
  labelKey: 'nav.register',
  icon: 'newUser',
  access: ['private'],
  session: 'anonymous',
  routes: ['general'],
  needs: (gate) =>
    gate.fn('RegistriereBenutzer') !== undefined || (gate.fn('SendePasswortLink') !== undefined && gate.fn('SetzePasswortZurueck') !== undefined),
  page: 'RegisterPage',
} as const satisfies ModuleDefinition;
