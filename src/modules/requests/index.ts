import { IconMessageQuestion } from '@tabler/icons-react';
import { lazy } from 'react';

/** Anfragen of the object (ReklamationOderAnfrage 1). Checked against ModuleDefinition in ../registry.ts. */
export const requestsModule = {
  name: 'requests',
  labelKey: 'modules.labels.requests',
  icon: IconMessageQuestion,
  access: ['private'] as const,
  needs: (caps: { entitySets: readonly string[] }) => caps.entitySets.includes('Reklamationen'),
  Page: lazy(() => import('./RequestsPage')),
};
