import { expect } from 'vitest';
import type { Db } from '../../db/client';
import type { TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import type { SessionCache } from './session-cache';
import { sessionCacheOf } from './session-cache-listener';

export type Payload = { ok: boolean; errors: { field: string | null; messages: string[] }[] };
export type Me = {
  id: string;
  firstName: string;
  enabled2fa: boolean;
  role: { name: string } | null;
  company: { id: string; name: string } | null;
};
export const ME = '{ me { id firstName enabled2fa role { name } company { id name } } }';

export async function signedIn(app: TestApp['app'], email: string, password?: string) {
  const client = new TestClient(app);
  expect((await client.signIn(email, password)).ok).toBe(true);
  return client;
}

/** `me` as the server resolves the client's session, or null when it refuses the session. */
export async function whoAmI(client: TestClient): Promise<Me | null> {
  const result = await client.gql<{ me: Me }>(ME);
  return result.body.data?.me ?? null;
}

/** Another client replaying the same session cookie (a second tab, a stolen cookie). */
export function sameSession(app: TestApp['app'], client: TestClient): TestClient {
  const copy = new TestClient(app);
  copy.setCookie('sessionid', client.cookie('sessionid') ?? null);
  return copy;
}

export function cacheOf(db: Db): SessionCache {
  const cache = sessionCacheOf(db);
  if (!cache) throw new Error('no session cache started');
  return cache;
}

/** Resolves once the cache has taken an invalidation (a NOTIFY from another process arrives a moment later). */
export async function nextInvalidation(cache: SessionCache, since: number, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (cache.generation === since) {
    if (Date.now() > deadline) throw new Error('no invalidation arrived');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
