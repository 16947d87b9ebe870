/**
 * Documents: the object's own (Dokumente, newest first) and the authority's public ones
 * (OeffentlicheDokumente), each downloaded through its function as a PDF. Members beyond the
 * stable PortalClient are optional: an authority without them switches the list off.
 */
import { queryOptions } from '@tanstack/react-query';
import { gate } from '../../api/gate';
import type { PortalClient } from '../../api/portal-client';
import type { FileContent } from '../../ui/save-file';

export interface DocumentRow {
  id: number;
  title: string;
  type: string | null;
  date: Date;
  size: number;
  description: string | null;
}

type DocumentsClient = Pick<PortalClient, 'Dokumente' | 'OeffentlicheDokumente' | 'DokumentHerunterladen' | 'OeffentlichesDokumentHerunterladen'>;
const client = () => gate().view<DocumentsClient>();

const newestFirst = (a: DocumentRow, b: DocumentRow) => b.date.getTime() - a.date.getTime() || b.id - a.id;

export function objectDocumentsQueryOptions(objectId: number) {
  return queryOptions<DocumentRow[]>({
    queryKey: ['documents', 'object', objectId] as const,
    queryFn: async ({ signal }) => {
      const rows = (await client().Dokumente?.list({ $filter: `Objekt/ObjekteId eq ${objectId}`, $orderby: 'Datum desc', signal })) ?? [];
      return rows
        .map((r) => ({ id: r.DokumenteId, title: r.Titel, type: r.Dokumentart, date: r.Datum, size: Number(r.Groesse), description: null }))
        .sort(newestFirst);
    },
  });
}

export function publicDocumentsQueryOptions() {
  return queryOptions<DocumentRow[]>({
    queryKey: ['documents', 'public'] as const,
    staleTime: 60 * 60_000,
    queryFn: async ({ signal }) => {
      const rows = (await client().OeffentlicheDokumente?.list({ $orderby: 'Datum desc', signal })) ?? [];
      return rows
        .map((r) => ({ id: r.OeffentlicheDokumenteId, title: r.Titel, type: r.Dokumentart, date: r.Datum, size: Number(r.Groesse), description: r.Beschreibung ?? null }))
        .sort(newestFirst);
    },
  });
}

export type DocumentSource = 'object' | 'public';

export async function downloadDocument(source: DocumentSource, id: number): Promise<FileContent | null> {
  const c = client();
  if (source === 'object') return (await c.DokumentHerunterladen?.({ dokumenteId: id })) ?? null;
  return (await c.OeffentlichesDokumentHerunterladen?.({ oeffentlicheDokumenteId: id })) ?? null;
}
