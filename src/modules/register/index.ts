import { lazy } from 'react';
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
  needs: (caps) =>
    caps.functionImports.includes('RegistriereBenutzer') ||
    (caps.functionImports.includes('SendePasswortLink') && caps.functionImports.includes('SetzePasswortZurueck')),
  Page: lazy(() => import('./RegisterPage')),
} as const satisfies ModuleDefinition;
