import type { ModuleDefinition } from '../types';
import { MODULE_TEXTS } from './texts';

/** The object's documents (fee and change notices); the authority's public documents for visitors. */
export const documentsModule = {
  name: 'documents',
  labelKey: 'nav.documents',
  icon: 'documents',
  access: ['public', 'private'],
  routes: ['object', 'general'],
  // The object's documents, or only the authority's public ones.
  needs: (gate) => gate.set('Dokumente') !== undefined || gate.set('OeffentlicheDokumente') !== undefined,
  page: 'DocumentsPage',
  texts: MODULE_TEXTS.documents,
  landing: true,
} as const satisfies ModuleDefinition;
