import { IconFileText } from '@tabler/icons-react';
import { lazy } from 'react';

/**
 * Documents: an object's notices (Dokumente) and the authority's public documents
 * (OeffentlicheDokumente). Checked against ModuleDefinition in ../registry.ts.
 */
export const documentsModule = {
  name: 'documents',
  labelKey: 'documents.label',
  icon: IconFileText,
  access: ['public', 'private'] as const,
  needs: (caps: { entitySets: readonly string[] }) => caps.entitySets.includes('Dokumente') || caps.entitySets.includes('OeffentlicheDokumente'),
  Page: lazy(() => import('./DocumentsPage')),
};
