import { IconTrash } from '@tabler/icons-react';
import { lazy } from 'react';

/**
 * The authority's bins (sizes, waste types, fees) and the request to order, exchange or return one
 * (BeantrageGefaess, a generated form). Public only (SPEC sections 2 and 6). Checked against
 * ModuleDefinition in ../registry.ts.
 */
export const containerModule = {
  name: 'container',
  labelKey: 'container.label',
  icon: IconTrash,
  access: ['public'] as const,
  needs: (caps: { entitySets: readonly string[] }) => caps.entitySets.includes('GefaesstarifArten'),
  Page: lazy(() => import('./ContainerPage')),
};
