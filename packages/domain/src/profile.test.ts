import { describe, expect, it } from 'vitest';
import { changePasswordSchema, isValidTimezone, profileSchema } from './profile';

const valid = {
  firstName: ' Olivia ',
  lastName: 'Tan',
  title: 'Director',
  language: 'pt',
  timezone: 'Asia/Singapore',
  enabled2fa: true,
};

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('profileSchema', () => {
  it('trims the names', () => {
    expect(profileSchema.parse(valid).firstName).toBe('Olivia');
  });

  it('requires first name, last name, title and time zone after trimming', () => {
    const result = profileSchema.safeParse({
      ...valid,
      firstName: '  ',
      lastName: '',
      title: ' ',
      timezone: '',
    });
    expect(messages(result)).toEqual([
      'profile:error.requireFirstName',
      'profile:error.requireLastName',
      'profile:error.requireTitle',
      'profile:error.requireTimezone',
    ]);
  });

  it('refuses an unknown language, an unknown time zone and overlong names', () => {
    const result = profileSchema.safeParse({
      ...valid,
      language: 'xx',
      timezone: 'Mars/Olympus',
      title: 'x'.repeat(256),
    });
    expect(messages(result).sort()).toEqual([
      'profile:error.invalidLanguage',
      'profile:error.invalidTimezone',
      'profile:error.tooLong',
    ]);
  });

  it('knows real IANA zones', () => {
    expect(isValidTimezone('America/Sao_Paulo')).toBe(true);
    expect(isValidTimezone('Nowhere/Else')).toBe(false);
  });
});

describe('changePasswordSchema', () => {
  const input = { currentPassword: '', password: 'New!Passw0rd99', cfPassword: 'New!Passw0rd99' };

  it('asks for the current password only when the user has one', () => {
    expect(messages(changePasswordSchema(true).safeParse(input))).toEqual([
      'profile:error.requireCurrentPassword',
    ]);
    expect(changePasswordSchema(false).safeParse(input).success).toBe(true);
  });

  it('applies the policy and the confirmation', () => {
    const result = changePasswordSchema(false).safeParse({
      ...input,
      password: 'short',
      cfPassword: 'other',
    });
    expect(messages(result)).toEqual(['profile:error.invalidPassword', 'profile:error.passwordMismatch']);
  });
});
