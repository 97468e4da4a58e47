import type { Db } from '../../db/client';
import type { ValidEvent } from './event-validation';

/**
 * Group commit for the events route (decision 0192): the batches that arrive while a transaction is in
 * flight wait in a queue and are then stored together, in ONE transaction with one statement per table,
 * instead of one transaction each. Each batch still gets its own answer. The database's cost per event
 * falls (one parse, plan, lock round and commit for many batches), and so does the server's (one SQL text
 * built for many). A batch is never answered before its group has committed.
 *
 * - A group takes whole batches in arrival order, up to MAX_GROUP_EVENTS events (a batch larger than that
 *   goes alone), and only batches received within CLOCK_WINDOW_MS of the first: the demo history ingests
 *   at a simulated clock, which must not share a group with live traffic.
 * - At most MAX_IN_FLIGHT groups per database per process: the next group is read and built while the last
 *   one commits.
 * - When a group's transaction fails, each of its batches is stored again on its own, so one batch that
 *   cannot be stored fails alone, as before grouping.
 */

export const MAX_GROUP_EVENTS = 5_000;
export const MAX_IN_FLIGHT = 2;
const CLOCK_WINDOW_MS = 1_000;

export type QueuedBatch = { events: readonly ValidEvent[]; now: Date };
export type BatchCounts = { accepted: number; duplicates: number };

/** Stores the batches of one group in one transaction; answers each batch's counts, in order. */
export type StoreGroup<Answer> = (batches: readonly QueuedBatch[]) => Promise<Answer[]>;

type Waiting<Answer> = QueuedBatch & {
  resolve: (answer: Answer) => void;
  reject: (error: unknown) => void;
};

type Committer<Answer> = { queue: Waiting<Answer>[]; inFlight: number };

// Per database (tests run several apps on several databases in one process).
const committers = new WeakMap<Db, Committer<unknown>>();

function committerOf<Answer>(db: Db): Committer<Answer> {
  let committer = committers.get(db) as Committer<Answer> | undefined;
  if (!committer) {
    committer = { queue: [], inFlight: 0 };
    committers.set(db, committer as Committer<unknown>);
  }
  return committer;
}

/** The batches at the head of the queue that form the next group (removed from the queue). */
export function takeGroup<Item extends QueuedBatch>(queue: Item[]): Item[] {
  const first = queue[0];
  if (!first) return [];
  let size = first.events.length;
  let count = 1;
  while (count < queue.length) {
    const next = queue[count]!;
    if (Math.abs(next.now.getTime() - first.now.getTime()) > CLOCK_WINDOW_MS) break;
    if (size + next.events.length > MAX_GROUP_EVENTS) break;
    size += next.events.length;
    count += 1;
  }
  return queue.splice(0, count);
}

async function storeOneByOne<Answer>(group: readonly Waiting<Answer>[], store: StoreGroup<Answer>) {
  for (const batch of group) {
    try {
      const [answer] = await store([batch]);
      batch.resolve(answer!);
    } catch (error) {
      batch.reject(error);
    }
  }
}

function drain<Answer>(committer: Committer<Answer>, store: StoreGroup<Answer>): void {
  while (committer.inFlight < MAX_IN_FLIGHT && committer.queue.length > 0) {
    const group = takeGroup(committer.queue);
    committer.inFlight += 1;
    const run = async () => {
      try {
        const answers = await store(group);
        for (const [index, batch] of group.entries()) batch.resolve(answers[index]!);
      } catch (error) {
        if (group.length === 1) group[0]!.reject(error);
        else await storeOneByOne(group, store);
      }
    };
    void run().finally(() => {
      committer.inFlight -= 1;
      drain(committer, store);
    });
  }
}

/** Queues a batch for the next group of `db`'s committer; answers once its group has committed. */
export function storeInGroup<Answer>(db: Db, batch: QueuedBatch, store: StoreGroup<Answer>): Promise<Answer> {
  const committer = committerOf<Answer>(db);
  return new Promise<Answer>((resolve, reject) => {
    committer.queue.push({ ...batch, resolve, reject });
    drain(committer, store);
  });
}
