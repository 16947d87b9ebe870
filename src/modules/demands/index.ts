import { IconReceipt } from '@tabler/icons-react';
import { lazy } from 'react';

/**
 * Open demands of all the owner's objects and how to pay them. The object selector is disabled on
 * this page (SPEC section 2; today AppShell checks the path). Checked against ModuleDefinition in ../registry.ts.
 */
export const demandsModule = {
  name: 'demands',
  labelKey: 'demands.label',
  icon: IconReceipt,
  access: ['private'] as const,
  needs: (caps: { entitySets: readonly string[] }) => caps.entitySets.includes('Forderungen'),
  Page: lazy(() => import('./DemandsPage')),
};
