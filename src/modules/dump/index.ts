import { IconSofa } from '@tabler/icons-react';
import { lazy } from 'react';

/**
 * Bulky waste (Sperrmüll): the object's orders and the booking wizard, publicly the order types and
 * how to book. Checked against ModuleDefinition in ../registry.ts.
 */
export const dumpModule = {
  name: 'dump',
  labelKey: 'dump.label',
  icon: IconSofa,
  access: ['public', 'private'] as const,
  needs: (caps: { entitySets: readonly string[] }) => caps.entitySets.includes('StueckgutAuftraege') || caps.entitySets.includes('StueckgutAuftragsarten'),
  Page: lazy(() => import('./DumpPage')),
};
