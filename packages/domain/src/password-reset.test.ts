import { describe, expect, it } from 'vitest';
import { newPasswordFormSchema, resetPasswordSchema } from './password-reset';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('password reset schemas', () => {
  it('normalises the e-mail and refuses a malformed one', () => {
    expect(resetPasswordSchema.parse({ email: ' Ada@Example.Test ' }).email).toBe('ada@example.test');
    expect(messagesOf(resetPasswordSchema.safeParse({ email: 'nope' }))).toEqual({
      email: 'passwords:error.invalidEmail',
    });
  });

  it('needs a policy-compliant password and an equal confirmation', () => {
    expect(messagesOf(newPasswordFormSchema.safeParse({ password: 'weak', cfPassword: '' }))).toEqual({
      password: 'passwords:error.invalidPassword',
      cfPassword: 'passwords:error.requireConfirmation',
    });
    expect(
      messagesOf(
        newPasswordFormSchema.safeParse({ password: 'Sup3r$ecretPass', cfPassword: 'Sup3r$ecretPasS' }),
      ),
    ).toEqual({ cfPassword: 'passwords:error.passwordMismatch' });
    expect(
      newPasswordFormSchema.safeParse({ password: 'Sup3r$ecretPass', cfPassword: 'Sup3r$ecretPass' }).success,
    ).toBe(true);
  });
});
