import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema/index';

const SECRET_NAME = 'primary';

/**
 * The server's HMAC key: `SECRET_KEY` when configured, otherwise one generated on first start and kept in
 * the database, so every process on the same database signs alike and a restart keeps tokens valid.
 */
export async function loadServerSecret(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  return Buffer.from(row!.value, 'utf8');
}

/** HMAC-SHA256 of a value for one purpose (the purpose keeps a signature of one kind from passing as another). */
export function signValue(secret: Buffer, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\u0000${value}`).digest('base64url');
}

/** Constant-time comparison of two strings. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
