import type { ModuleDefinition } from '../types';
import { MODULE_TEXTS } from './texts';

/**
 * The authority's bins (sizes, waste types, fees) and the request to order, exchange or return one
 * (BeantrageGefaess, a generated form). Public only: the portal's public face.
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
  texts: MODULE_TEXTS.container,
} as const satisfies ModuleDefinition;
