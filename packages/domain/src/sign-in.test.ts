import { describe, expect, it } from 'vitest';
import { otpCodeSchema, signInSchema } from './sign-in';

describe('sign-in schema', () => {
  it('trims and lower-cases the e-mail and keeps the password as typed', () => {
    const parsed = signInSchema.parse({ email: '  Owner@Demo.TEST ', password: ' secret ' });
    expect(parsed).toEqual({ email: 'owner@demo.test', password: ' secret ' });
  });

  it('answers translation keys for a bad e-mail, an empty password and a malformed code', () => {
    const result = signInSchema.safeParse({ email: 'nope', password: '', otpCode: '12a' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'auth:error.invalidEmail'],
      ['password', 'auth:error.requirePassword'],
      ['otpCode', 'auth:error.invalidOtpCode'],
    ]);
  });

  it('needs the code on the code step', () => {
    expect(otpCodeSchema.safeParse({}).success).toBe(false);
    expect(otpCodeSchema.parse({ otpCode: ' 123456 ' })).toEqual({ otpCode: '123456' });
  });
});
