/**
 * Hands a file the backend sent as `Dateiinhalt` (name, MIME type, base64) to the browser as a
 * download. The session token travels in a header, never in a URL, so a file cannot be a plain
 * link: the Blob carries the type (what Content-Type says) and the anchor's `download` the name
 * (what Content-Disposition says).
 */
import type { Dateiinhalt } from '../api/types';

/** A downloaded file as the download functions answer it. */
export type FileContent = Dateiinhalt;

function fileBlob(file: FileContent): Blob {
  const binary = atob(file.InhaltBase64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: file.MimeType || 'application/octet-stream' });
}

/** A name without path parts or control characters (the server's name is data, not a path). */
const safeFileName = (name: string): string => name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || 'Dokument.pdf';

export function saveFile(file: FileContent): void {
  const url = URL.createObjectURL(fileBlob(file));
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(file.Name);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; keep it a moment for browsers that read it late.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
