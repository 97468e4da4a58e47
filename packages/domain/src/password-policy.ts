/**
 * Spec 1 §5: at least 12 characters, one uppercase, one lowercase, one digit, one special character.
 * Whitespace may appear anywhere in a passphrase and is kept as typed (trimming would silently change the
 * secret), but it counts towards no rule: "Aa1!" and ten spaces is four characters (docs/decisions/0118).
 */
export const PASSWORD_MIN_LENGTH = 12;

/** The characters that count: every code point but whitespace. */
const countedLength = (password: string) => [...password.replace(/\s/gu, '')].length;

export type PasswordRule = 'minLength' | 'uppercase' | 'lowercase' | 'digit' | 'special';

const checks: Record<PasswordRule, (password: string) => boolean> = {
  minLength: (password) => countedLength(password) >= PASSWORD_MIN_LENGTH,
  uppercase: (password) => /\p{Lu}/u.test(password),
  lowercase: (password) => /\p{Ll}/u.test(password),
  digit: (password) => /\d/.test(password),
  special: (password) => /[^\p{L}\p{N}\s]/u.test(password),
};

export const passwordRules = Object.keys(checks) as PasswordRule[];

/** Each rule with whether the password meets it, in display order (the live checklist of the password form). */
export function checkPasswordPolicy(password: string): { rule: PasswordRule; isMet: boolean }[] {
  return passwordRules.map((rule) => ({ rule, isMet: checks[rule](password) }));
}

export function isPasswordValid(password: string): boolean {
  return passwordRules.every((rule) => checks[rule](password));
}
