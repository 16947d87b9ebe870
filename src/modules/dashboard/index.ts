import { IconHome } from '@tabler/icons-react';
import { lazy } from 'react';

/** The object's overview. Checked against ModuleDefinition in ../registry.ts. */
export const dashboardModule = {
  name: 'dashboard',
  labelKey: 'modules.labels.dashboard',
  icon: IconHome,
  access: ['private'] as const,
  needs: (caps: { entitySets: readonly string[] }) => caps.entitySets.includes('Objekte'),
  Page: lazy(() => import('./DashboardPage')),
};
