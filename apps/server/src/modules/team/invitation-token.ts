import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the invitation link's last segment. Only ever e-mailed to the invitee. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

/**
 * What `invitations.token` stores: the SHA-256 of the link's token, so reading the table (a backup, a
 * staff query, an SQL injection elsewhere) does not hand out working links. Lookups hash the token given.
 */
export const invitationTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token of the expected shape, or null: absurd input never reaches the database. */
export function usableInvitationToken(token: string): string | null {
  return token && token.length <= 128 ? token : null;
}
