import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHUTDOWN_DEADLINE_MS, SIGNAL_RELAY_MS, shutdownOnSignal } from './shutdown-on-signal';

function harness(stop: () => Promise<void>) {
  const signals = new EventEmitter();
  const lines: string[] = [];
  const exits: number[] = [];
  const record = (_fields: object, line: string) => {
    lines.push(line);
  };
  shutdownOnSignal({
    stop,
    logger: { info: record, warn: record, error: record },
    exit: (code) => {
      exits.push(code);
    },
    signals,
  });
  return { signals, lines, exits };
}

/** A stop that ends when the test says so. */
function heldStop() {
  let finish = () => {};
  const stop = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  return { stop, finish: () => finish() };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('shutdownOnSignal', () => {
  it('logs "shutting down", runs the clean stop once and exits 0 when it is done', async () => {
    const { stop, finish } = heldStop();
    const { signals, lines, exits } = harness(stop);
    signals.emit('SIGTERM', 'SIGTERM');
    expect(lines).toEqual(['shutting down']);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(exits).toEqual([]);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(lines).toEqual(['shutting down', 'shut down']);
    expect(exits).toEqual([0]);
  });

  it('ignores the relays of the first signal, and a later one exits 1 at once', async () => {
    const { stop } = heldStop();
    const { signals, exits } = harness(stop);
    signals.emit('SIGINT', 'SIGINT');
    signals.emit('SIGINT', 'SIGINT');
    signals.emit('SIGTERM', 'SIGTERM');
    expect(stop).toHaveBeenCalledTimes(1);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(SIGNAL_RELAY_MS);
    signals.emit('SIGINT', 'SIGINT');
    expect(exits).toEqual([1]);
  });

  it('exits 1 when the clean stop is still running at the deadline', async () => {
    const { stop } = heldStop();
    const { signals, lines, exits } = harness(stop);
    signals.emit('SIGTERM', 'SIGTERM');
    await vi.advanceTimersByTimeAsync(SHUTDOWN_DEADLINE_MS - 1);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(exits).toEqual([1]);
    expect(lines.at(-1)).toMatch(/deadline/);
  });

  it('exits 1 when the clean stop fails', async () => {
    const { signals, lines, exits } = harness(() => Promise.reject(new Error('pool would not end')));
    signals.emit('SIGTERM', 'SIGTERM');
    await vi.advanceTimersByTimeAsync(0);
    expect(exits).toEqual([1]);
    expect(lines).toEqual(['shutting down', 'shutdown failed']);
  });
});
