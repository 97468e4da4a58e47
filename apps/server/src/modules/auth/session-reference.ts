import { signValue } from '../platform/server-secret';
import { hashToken } from './session-token';

/**
 * What signIn answers in `token` (spec 1 names the field): a stable, public reference to the new session,
 * for logs and support. It is an HMAC of the stored session id, so it cannot be turned back into the
 * cookie and is no credential; the session itself lives only in the HttpOnly cookie (decision 0108).
 */
export function sessionReference(secret: Buffer, sessionToken: string): string {
  return signValue(secret, 'session-reference', hashToken(sessionToken));
}
