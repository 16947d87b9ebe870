import type { ModuleDefinition } from '../types';

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
} as const satisfies ModuleDefinition;
