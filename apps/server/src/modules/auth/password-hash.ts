import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import { createConcurrencyGate } from './concurrency-gate';

/** OWASP's argon2id recommendation: 19 MiB memory, 2 iterations, 1 lane. */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Every argon2 run of the process goes through this gate: at most one per core but one, so a flood of
 * sign-ins queues here instead of taking every core away from the event loop (decision 0105).
 */
export const ARGON2_MAX_CONCURRENT = Math.max(1, availableParallelism() - 1);
const gate = createConcurrencyGate(ARGON2_MAX_CONCURRENT);

/** How many argon2 runs started since the process began (tests count the checks a request caused). */
let started = 0;
export const argon2RunsStarted = () => started;

function gated<T>(work: () => Promise<T>): Promise<T> {
  return gate.run(() => {
    started++;
    return work();
  });
}

export function hashPassword(password: string): Promise<string> {
  return gated(() => argon2.hash(password, options));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await gated(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Spends the same time as a real check when the e-mail is unknown, so timing does not reveal accounts. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
