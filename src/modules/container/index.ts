import type { ModuleDefinition } from '../types';

/**
 * The authority's bins (sizes, waste types, fees) and the request to order, exchange or return one
 * (BeantrageGefaess, a generated form). Public only: the portal's public face (SPEC sections 2, 6).
 */
export const containerModule = {
  name: 'container',
  labelKey: 'nav.container',
  icon: 'bin',
  access: ['public'],
  session: 'anonymous',
  routes: ['general'],
  needs: (gate) => gate.set('GefaesstarifArten') !== undefined,
  page: 'ContainerPage',
} as const satisfies ModuleDefinition;
