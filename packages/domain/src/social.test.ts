import { describe, expect, it } from 'vitest';
import { safeRedirectPath, socialSignUpSchema } from './social';

describe('safeRedirectPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeRedirectPath('/linked?tab=1', '/')).toBe('/linked?tab=1');
  });

  it('refuses other origins and odd values', () => {
    for (const value of ['//evil.test', '/\\evil.test', 'https://evil.test', 'linked', '/a\nb', '', null])
      expect(safeRedirectPath(value, '/sponsor')).toBe('/sponsor');
    expect(safeRedirectPath(`/${'a'.repeat(600)}`, '/')).toBe('/');
  });
});

describe('socialSignUpSchema', () => {
  it('needs a wallet currency', () => {
    const result = socialSignUpSchema.safeParse({ walletCurrencyCode: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('social:error.requireWalletCurrency');
    expect(socialSignUpSchema.safeParse({ walletCurrencyCode: 'SGD' }).success).toBe(true);
  });
});
