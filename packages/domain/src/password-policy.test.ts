import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy, isPasswordValid } from './password-policy';

describe('password policy', () => {
  it('accepts a password meeting every rule', () => {
    expect(isPasswordValid('Demo!Passw0rd1')).toBe(true);
  });

  it('reports each unmet rule separately', () => {
    const result = Object.fromEntries(checkPasswordPolicy('short').map(({ rule, isMet }) => [rule, isMet]));
    expect(result).toEqual({
      minLength: false,
      uppercase: false,
      lowercase: true,
      digit: false,
      special: false,
    });
  });

  it('refuses a long password without a special character', () => {
    expect(isPasswordValid('Abcdefghijk1')).toBe(false);
  });
});
