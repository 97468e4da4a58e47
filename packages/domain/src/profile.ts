import { z } from 'zod';
import { isLanguageCode } from './languages';
import { isPasswordValid } from './password-policy';

/** Longest free-text value a profile or company field keeps (docs/decisions/0030). */
export const PROFILE_TEXT_MAX = 255;

/** Whether the runtime knows the IANA time zone (the browser and Node.js share the ICU list). */
export function isValidTimezone(timezone: string): boolean {
  if (timezone.length === 0 || timezone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

const requiredText = (requiredKey: string) =>
  z
    .string({ message: requiredKey })
    .trim()
    .min(1, { message: requiredKey })
    .max(PROFILE_TEXT_MAX, { message: 'profile:error.tooLong' });

/** Spec 1 §5: firstName, lastName, title trimmed and required; timezone required. */
export const profileSchema = z.object({
  firstName: requiredText('profile:error.requireFirstName'),
  lastName: requiredText('profile:error.requireLastName'),
  title: requiredText('profile:error.requireTitle'),
  language: z
    .string()
    .refine((code): boolean => isLanguageCode(code), { message: 'profile:error.invalidLanguage' }),
  timezone: z
    .string({ message: 'profile:error.requireTimezone' })
    .trim()
    .min(1, { message: 'profile:error.requireTimezone' })
    .refine((zone) => zone.length === 0 || isValidTimezone(zone), {
      message: 'profile:error.invalidTimezone',
    }),
  enabled2fa: z.boolean(),
});

export type ProfileInput = z.infer<typeof profileSchema>;

/** Passwords longer than this are refused before hashing (argon2 of a megabyte is a denial of service). */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Spec 1 §5: the current password only when the user has a usable one; the new one meets the
 * policy; the confirmation equals it.
 */
export function changePasswordSchema(hasUsablePassword: boolean) {
  return z
    .object({
      currentPassword: z.string().max(PASSWORD_MAX_LENGTH, { message: 'profile:error.tooLong' }),
      password: z
        .string()
        .min(1, { message: 'profile:error.requirePassword' })
        .max(PASSWORD_MAX_LENGTH, { message: 'profile:error.tooLong' })
        .refine(isPasswordValid, { message: 'profile:error.invalidPassword' }),
      cfPassword: z.string().min(1, { message: 'profile:error.requireCfPassword' }),
    })
    .superRefine((values, context) => {
      if (hasUsablePassword && values.currentPassword.length === 0)
        context.addIssue({
          code: 'custom',
          path: ['currentPassword'],
          message: 'profile:error.requireCurrentPassword',
        });
      if (values.cfPassword.length > 0 && values.cfPassword !== values.password)
        context.addIssue({ code: 'custom', path: ['cfPassword'], message: 'profile:error.passwordMismatch' });
    });
}

export type ChangePasswordInput = z.infer<ReturnType<typeof changePasswordSchema>>;
