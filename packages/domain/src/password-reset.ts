import { z } from 'zod';
import { isPasswordValid } from './password-policy';
import { EMAIL_MAX, PASSWORD_MAX } from './sign-up';

/** How long the links stay valid (docs/decisions/0011-password-tokens.md). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SETUP_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const resetPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, { message: 'passwords:error.invalidEmail' })
    .pipe(z.email({ message: 'passwords:error.invalidEmail' })),
});

/** The new password as the API takes it (reset confirm and setup). */
export const newPasswordSchema = z.object({
  password: z
    .string()
    .min(1, { message: 'passwords:error.requirePassword' })
    .max(PASSWORD_MAX, { message: 'passwords:error.passwordTooLong' })
    .refine(isPasswordValid, { message: 'passwords:error.invalidPassword' }),
});

/** The form adds the confirmation, which must equal the password. */
export const newPasswordFormSchema = newPasswordSchema
  .extend({ cfPassword: z.string().min(1, { message: 'passwords:error.requireConfirmation' }) })
  .refine((values) => values.cfPassword === '' || values.cfPassword === values.password, {
    message: 'passwords:error.passwordMismatch',
    path: ['cfPassword'],
  });
