import { IconCoinEuro } from '@tabler/icons-react';
import { lazy } from 'react';

/** The object's account: bookings, balance, statement. Checked against ModuleDefinition in ../registry.ts. */
export const financesModule = {
  name: 'finances',
  labelKey: 'finances.label',
  icon: IconCoinEuro,
  access: ['private'] as const,
  needs: (caps: { entitySets: readonly string[] }) => caps.entitySets.includes('Buchungen'),
  Page: lazy(() => import('./FinancesPage')),
};
