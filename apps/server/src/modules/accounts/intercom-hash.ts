import { createHmac } from 'node:crypto';

/** Identity verification for the chat widget: HMAC-SHA256 of the user id with the workspace secret. */
export function intercomUserHash(secret: string | undefined, userId: number): string | null {
  return secret ? createHmac('sha256', secret).update(String(userId)).digest('hex') : null;
}
