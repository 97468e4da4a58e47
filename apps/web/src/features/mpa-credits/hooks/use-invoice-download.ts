import { useCallback, useState } from 'react';
import { saveBlob } from '../../../lib/download-file';
import { fetchMpaInvoice, type MpaInvoiceRef } from '../api/download-mpa-invoice';

/** Downloads a top-up's invoice; the invoice under way, and a failure's message for the page's banner. */
export function useInvoiceDownload() {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = useCallback(async (invoice: MpaInvoiceRef) => {
    setPendingId(invoice.id);
    setError(null);
    try {
      const { blob, fileName } = await fetchMpaInvoice(invoice);
      saveBlob(blob, fileName);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'Download failed');
    } finally {
      setPendingId(null);
    }
  }, []);
  return { download, pendingId, error };
}
