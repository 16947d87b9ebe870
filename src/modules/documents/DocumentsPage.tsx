import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../api/capabilities';
import { showError } from '../../api/notifications';
import { saveFile } from '../../ui/save-file';
import { DocumentList } from './DocumentList';
import { downloadDocument, objectDocumentsQueryOptions, publicDocumentsQueryOptions, type DocumentRow, type DocumentSource } from './queries';

export interface DocumentsPageProps {
  objectId: number | null;
  onError?: (message: string) => void;
}

/**
 * /objects/{id}/documents: the object's fee and change notices; below them (and alone on
 * /documents for visitors) the authority's public documents, where the backend lists them.
 */
export default function DocumentsPage({ objectId, onError = showError }: DocumentsPageProps) {
  const { t } = useTranslation();
  const gate = useGate();
  const own = objectId !== null && gate.set('Dokumente') !== undefined && gate.fn('DokumentHerunterladen') !== undefined;
  const published = gate.set('OeffentlicheDokumente') !== undefined && gate.fn('OeffentlichesDokumentHerunterladen') !== undefined;
  const objectDocuments = useQuery({ ...objectDocumentsQueryOptions(objectId ?? -1), enabled: own });
  const publicDocuments = useQuery({ ...publicDocumentsQueryOptions(), enabled: published });

  const download = (source: DocumentSource) => async (row: DocumentRow) => {
    try {
      const file = await downloadDocument(source, row.id);
      if (!file) throw new Error('no file');
      saveFile(file);
    } catch {
      onError(t('documents.downloadError'));
    }
  };

  return (
    <Stack gap="xl">
      {objectId !== null && (
        <DocumentList
          title={t('documents.objectTitle')}
          query={objectDocuments}
          emptyMessage={own ? t('documents.emptyObject') : t('documents.unavailable')}
          onDownload={download('object')}
          testId="object-documents"
          unavailable={!own}
        />
      )}
      {(published || objectId === null) && (
        <DocumentList
          title={t('documents.publicTitle')}
          query={publicDocuments}
          emptyMessage={published ? t('documents.emptyPublic') : t('documents.loginHint')}
          onDownload={download('public')}
          testId="public-documents"
          unavailable={!published}
        />
      )}
    </Stack>
  );
}
