import { useCallback, useState } from 'react';
import { type DocumentKind, fetchDocument, saveBlob } from '../api/download-document';

/** Downloads a PDF; a failure is kept as a message for the 'Error' modal (spec 1 §8). */
export function useDocumentDownload() {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const download = useCallback(async (kind: DocumentKind, id: string) => {
    setPending(`${kind}:${id}`);
    try {
      const { blob, fileName } = await fetchDocument(kind, id);
      saveBlob(blob, fileName);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'downloadFailed');
    } finally {
      setPending(null);
    }
  }, []);
  const isPending = useCallback((kind: DocumentKind, id: string) => pending === `${kind}:${id}`, [pending]);
  return { download, error, clearError: () => setError(null), isPending };
}
