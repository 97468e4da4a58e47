/** Spec 1 §4 leaves them open (docs/decisions/0062): one poll a second, at most 60 polls. */
export const EXPORT_POLL_INTERVAL_MS = 1000;
export const EXPORT_MAX_ATTEMPTS = 60;

export type ExportState = { status: string; statusReason?: string | null; exportedFileUrl?: string | null };

export type PollOutcome =
  | { kind: 'ready'; url: string }
  | { kind: 'failed'; reason: string | null }
  | { kind: 'timeout' };

/**
 * Polls until the request has a file URL (ready), a FAILED status (with its reason), or the attempt
 * limit is reached; `onAttempt` reports progress (1-based) before each poll.
 */
export async function pollExport({
  poll,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  onAttempt,
  intervalMs = EXPORT_POLL_INTERVAL_MS,
  maxAttempts = EXPORT_MAX_ATTEMPTS,
  isCancelled = () => false,
}: {
  poll: () => Promise<ExportState | null>;
  sleep?: (ms: number) => Promise<unknown>;
  onAttempt?: (attempt: number) => void;
  intervalMs?: number;
  maxAttempts?: number;
  isCancelled?: () => boolean;
}): Promise<PollOutcome> {
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    await sleep(intervalMs);
    if (isCancelled()) return { kind: 'timeout' };
    onAttempt?.(attempt);
    const state = await poll().catch(() => null);
    if (state?.exportedFileUrl) return { kind: 'ready', url: state.exportedFileUrl };
    if (state?.status === 'FAILED') return { kind: 'failed', reason: state.statusReason ?? null };
  }
  return { kind: 'timeout' };
}
