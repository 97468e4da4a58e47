import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createRequest, useClient } from 'urql';
import { pipe, take, toPromise } from 'wonka';
import { translatedErrorLines } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/validate';
import { createExportRequestMutation } from '../api/create-export-request';
import { downloadExport } from '../api/download-export';
import { exportRequestQuery } from '../api/get-export-request';
import { EXPORT_MAX_ATTEMPTS, pollExport } from './poll-export';

export type ExportFileType = 'CSV' | 'ZIP';
export type ExportProgress = { running: boolean; attempt: number; maxAttempts: number };

/** Spec 1 §8: a failed export shows 'Fail to export file' or the server's reason for 2 s. */
export const EXPORT_TOAST_MS = 2000;

/**
 * Creates an export request, polls it with visible progress, downloads the file when ready. The polling
 * outlives the button: a dialog closed while its file is made still gets it downloaded (the session's urql
 * client stays), and a file still not made after the last poll is said to be late, not failed.
 */
export function useExport() {
  const { t } = useTranslation('exports');
  const client = useClient();
  const [progress, setProgress] = useState<ExportProgress>({
    running: false,
    attempt: 0,
    maxAttempts: EXPORT_MAX_ATTEMPTS,
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const fail = useCallback(
    (reason?: string | null) =>
      notifications.show({
        color: 'red',
        // The server's reason is a translation key (`exports:reason.*`).
        message: reason ? t(reason) : t('failed'),
        autoClose: EXPORT_TOAST_MS,
      }),
    [t],
  );

  const start = useCallback(
    async (fileType: ExportFileType, dataType: string, params: Record<string, unknown>) => {
      setProgress({ running: true, attempt: 0, maxAttempts: EXPORT_MAX_ATTEMPTS });
      try {
        const created = await pipe(
          client.executeMutation(createRequest(createExportRequestMutation, { fileType, dataType, params })),
          take(1),
          toPromise,
        );
        const payload = created.data?.createExportRequest;
        const request = payload?.exportRequest;
        if (!payload?.ok || !request) {
          // A key with its namespace, possibly with values ("sponsorSkuReport:error.rangeTooLong?max=1100").
          const message = payload?.errors[0]?.messages[0];
          fail(
            message
              ? translateMessage(message, (key, values) => t(key, values))
              : translatedErrorLines({ error: created.error }, (key, values) => t(key, values))[0],
          );
          return;
        }
        const outcome = request.exportedFileUrl
          ? { kind: 'ready' as const, url: request.exportedFileUrl }
          : await pollExport({
              poll: async () =>
                (
                  await pipe(
                    client.executeQuery(createRequest(exportRequestQuery, { id: request.id }), {
                      requestPolicy: 'network-only',
                    }),
                    take(1),
                    toPromise,
                  )
                ).data?.exportRequest ?? null,
              onAttempt: (attempt) => {
                if (mounted.current)
                  setProgress({ running: true, attempt, maxAttempts: EXPORT_MAX_ATTEMPTS });
              },
            });
        if (outcome.kind === 'ready') await downloadExport(outcome.url);
        else if (outcome.kind === 'failed') fail(outcome.reason);
        else fail('exports:late');
      } catch {
        fail(null);
      } finally {
        if (mounted.current) setProgress({ running: false, attempt: 0, maxAttempts: EXPORT_MAX_ATTEMPTS });
      }
    },
    [client, fail, t],
  );
  return { start, progress };
}
