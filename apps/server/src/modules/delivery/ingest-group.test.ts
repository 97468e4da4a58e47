import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import type { ValidEvent } from './event-validation';
import { MAX_GROUP_EVENTS, type QueuedBatch, storeInGroup, takeGroup } from './ingest-group';

const at = new Date('2026-12-05T10:00:00Z');
const events = (count: number, prefix = 'e') =>
  Array.from({ length: count }, (_, i) => ({ eventId: `${prefix}-${i}` }) as ValidEvent);
const batch = (count: number, now = at, prefix = 'e'): QueuedBatch => ({
  events: events(count, prefix),
  now,
});
const fakeDb = () => ({}) as Db;
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('takeGroup', () => {
  it('takes whole batches in order up to the group size, and leaves the rest queued', () => {
    const queue = [batch(2000), batch(2000), batch(2000), batch(10)];
    expect(takeGroup(queue).map((item) => item.events.length)).toEqual([2000, 2000]);
    expect(queue.map((item) => item.events.length)).toEqual([2000, 10]);
  });

  it('sends a batch larger than a group alone', () => {
    const queue = [batch(MAX_GROUP_EVENTS + 1), batch(1)];
    expect(takeGroup(queue)).toHaveLength(1);
    expect(queue).toHaveLength(1);
  });

  it('never groups batches received at clocks more than a second apart (the demo history)', () => {
    const past = new Date(at.getTime() - 86_400_000);
    const queue = [batch(1), batch(1, new Date(at.getTime() + 900)), batch(1, past), batch(1)];
    expect(takeGroup(queue)).toHaveLength(2);
    expect(takeGroup(queue)).toHaveLength(1);
    expect(takeGroup(queue)).toHaveLength(1);
    expect(takeGroup([])).toEqual([]);
  });
});

describe('storeInGroup', () => {
  it('stores the batches that wait behind a busy committer together, and answers each its own', async () => {
    const db = fakeDb();
    const groups: number[][] = [];
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const store = async (batches: readonly QueuedBatch[]) => {
      groups.push(batches.map((item) => item.events.length));
      if (groups.length <= 2) await blocked;
      return batches.map((item) => item.events.length * 10);
    };
    // The first two go at once (two groups in flight); the next five wait and then go as one group.
    const answers = Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => storeInGroup(db, batch(n), store)));
    await flush();
    expect(groups).toEqual([[1], [2]]);
    release();
    expect(await answers).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(groups).toEqual([[1], [2], [3, 4, 5, 6, 7]]);
  });

  it('stores each batch of a failed group again on its own, so only the bad one fails', async () => {
    const db = fakeDb();
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls: string[][] = [];
    const store = async (batches: readonly QueuedBatch[]) => {
      const names = batches.map((item) => item.events[0]!.eventId);
      calls.push(names);
      if (calls.length <= 2) await blocked;
      if (names.includes('bad-0')) throw new Error('cannot store bad');
      return names;
    };
    const first = storeInGroup(db, batch(1, at, 'first'), store);
    const second = storeInGroup(db, batch(1, at, 'second'), store);
    const good = storeInGroup(db, batch(1, at, 'good'), store);
    const bad = storeInGroup(db, batch(1, at, 'bad'), store);
    const late = storeInGroup(db, batch(1, at, 'late'), store);
    release();
    await expect(bad).rejects.toThrow('cannot store bad');
    expect(await Promise.all([first, second, good, late])).toEqual([
      'first-0',
      'second-0',
      'good-0',
      'late-0',
    ]);
    expect(calls).toEqual([
      ['first-0'],
      ['second-0'],
      ['good-0', 'bad-0', 'late-0'],
      ['good-0'],
      ['bad-0'],
      ['late-0'],
    ]);
  });

  it('keeps the committers of two databases apart', async () => {
    const seen: string[] = [];
    const storeFor = (name: string) => async (batches: readonly QueuedBatch[]) => {
      seen.push(name);
      return batches.map(() => name);
    };
    const answers = await Promise.all([
      storeInGroup(fakeDb(), batch(1), storeFor('a')),
      storeInGroup(fakeDb(), batch(1), storeFor('b')),
    ]);
    expect(answers).toEqual(['a', 'b']);
    expect(seen.sort()).toEqual(['a', 'b']);
  });
});
