import { IconMessageReport } from '@tabler/icons-react';
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
