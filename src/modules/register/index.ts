import { IconUserPlus } from '@tabler/icons-react';
import { lazy } from 'react';

/**
 * Registration and the password pages (SPEC section 2/6: private profile, before login; the
 * visibility rule itself is the app's). Needs RegistriereBenutzer, or at least the reset functions.
 * Checked against ModuleDefinition in ../registry.ts.
 */
export const registerModule = {
  name: 'register',
  labelKey: 'register.label',
  icon: IconUserPlus,
  access: ['public'] as const,
  needs: (caps: { functionImports: readonly string[] }) =>
    caps.functionImports.includes('RegistriereBenutzer') ||
    (caps.functionImports.includes('SendePasswortLink') && caps.functionImports.includes('SetzePasswortZurueck')),
  Page: lazy(() => import('./RegisterPage')),
};
