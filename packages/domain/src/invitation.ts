import { z } from 'zod';
import { isPasswordValid } from './password-policy';

export const NAME_MAX_LENGTH = 150;

const passwordField = z
  .string()
  .max(256, { message: 'team:error.invalidPassword' })
  .refine(isPasswordValid, { message: 'team:error.invalidPassword' });

/** Accepting an invitation as a newcomer: a name and a password that meets the policy (spec 1 §5). */
export const acceptInvitationNewUserSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'team:error.requireName' })
    .max(NAME_MAX_LENGTH, { message: 'team:error.nameTooLong' }),
  password: passwordField,
});

/** Accepting with an existing account: only that account's password. */
export const acceptInvitationExistingUserSchema = z.object({
  password: z.string().min(1, { message: 'team:error.requirePassword' }).max(256),
});

export type AcceptInvitationInput = z.infer<typeof acceptInvitationNewUserSchema>;

/** "Ana Maria Souza" → first "Ana", last "Maria Souza"; one word is a first name only. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** Stored PENDING invitations past their expiry read as EXPIRED; accepted ones stay ACCEPTED. */
export function invitationStatus(
  stored: string,
  expiresAt: Date,
  now: Date,
): 'PENDING' | 'EXPIRED' | 'ACCEPTED' | 'CANCELLED' {
  if (stored === 'PENDING' && expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return stored as 'PENDING' | 'EXPIRED' | 'ACCEPTED' | 'CANCELLED';
}
