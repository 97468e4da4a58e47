import { describe, expect, it, vi } from 'vitest';
import { EXPORT_MAX_ATTEMPTS, EXPORT_POLL_INTERVAL_MS, pollExport } from './poll-export';

const noSleep = vi.fn(async () => {});

describe('pollExport', () => {
  it('polls every second until a file URL appears', async () => {
    const states = [
      { status: 'PENDING' },
      { status: 'RUNNING' },
      { status: 'COMPLETED', exportedFileUrl: '/v1/exports/7/download' },
    ];
    const attempts: number[] = [];
    const sleep = vi.fn(async () => {});
    const outcome = await pollExport({
      poll: async () => states.shift()!,
      sleep,
      onAttempt: (n) => attempts.push(n),
    });
    expect(outcome).toEqual({ kind: 'ready', url: '/v1/exports/7/download' });
    expect(attempts).toEqual([1, 2, 3]);
    expect(sleep).toHaveBeenCalledWith(EXPORT_POLL_INTERVAL_MS);
    expect(EXPORT_POLL_INTERVAL_MS).toBe(1000);
  });

  it('stops on FAILED with the server reason', async () => {
    const outcome = await pollExport({
      poll: async () => ({ status: 'FAILED', statusReason: 'Invalid date: garbage' }),
      sleep: noSleep,
    });
    expect(outcome).toEqual({ kind: 'failed', reason: 'Invalid date: garbage' });
  });

  it('gives up after the attempt limit (60), surviving network errors', async () => {
    const poll = vi.fn(async () => {
      if (poll.mock.calls.length % 2) throw new Error('offline');
      return { status: 'RUNNING' };
    });
    const outcome = await pollExport({ poll, sleep: noSleep });
    expect(outcome).toEqual({ kind: 'timeout' });
    expect(poll).toHaveBeenCalledTimes(EXPORT_MAX_ATTEMPTS);
    expect(EXPORT_MAX_ATTEMPTS).toBe(60);
  });
});
