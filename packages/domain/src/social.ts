import { z } from 'zod';

/** How a provider flow continues after the provider's answer: sign in, sign up, or link to the signed-in user. */
export const socialModes = ['login', 'signup', 'link'] as const;
export type SocialMode = (typeof socialModes)[number];

/** The register-with-sc form (spec 1 §4: a new provider account chooses its wallet currency). */
export const socialSignUpSchema = z.object({
  walletCurrencyCode: z
    .string({ message: 'social:error.requireWalletCurrency' })
    .trim()
    .min(1, 'social:error.requireWalletCurrency')
    .max(8, 'social:error.requireWalletCurrency'),
});
export type SocialSignUpValues = z.infer<typeof socialSignUpSchema>;

/**
 * A redirect target after a provider flow: a path of this site only ("/sponsor?x=1"), never another origin
 * ("//evil.test", "/\\evil.test", "https://..."). Anything else becomes the fallback.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > 500) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}
