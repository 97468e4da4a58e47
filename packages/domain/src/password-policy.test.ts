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

  it('counts no whitespace towards the length, and keeps the spaces of a passphrase', () => {
    const padded = `Aa1!${' '.repeat(10)}`;
    expect(isPasswordValid(padded)).toBe(false);
    expect(checkPasswordPolicy(padded).find(({ rule }) => rule === 'minLength')?.isMet).toBe(false);
    expect(isPasswordValid('Aa1! \t\u00a0\u2003       xyz')).toBe(false);
    // Twelve counted characters with spaces between them (and around them) is a valid passphrase.
    expect(isPasswordValid('Correct Horse 1!Ab')).toBe(true);
    expect(isPasswordValid('  Demo!Passw0rd1  ')).toBe(true);
    expect(isPasswordValid('Demo!Pass w0')).toBe(false);
  });

  it('does not take a space for the special character', () => {
    expect(checkPasswordPolicy('Abcdefghijk1 ').find(({ rule }) => rule === 'special')?.isMet).toBe(false);
  });
});
