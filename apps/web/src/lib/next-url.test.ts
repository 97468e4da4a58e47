import { describe, expect, it } from 'vitest';
import { sanitizeNextUrl } from './next-url';

describe('sanitizeNextUrl', () => {
  it('keeps a relative path with its query and hash', () => {
    expect(sanitizeNextUrl('/billing/info?company=3#top')).toBe('/billing/info?company=3#top');
  });

  it.each([
    ['//evil.com'],
    ['//evil.com/sponsor'],
    ['/\\evil.com'],
    ['https://x'],
    ['http://evil.com/sponsor'],
    ['javascript:alert(1)'],
    ['sponsor'],
    ['/\tevil'],
    [''],
  ])('refuses %j', (value) => {
    expect(sanitizeNextUrl(value)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(sanitizeNextUrl(null)).toBeNull();
    expect(sanitizeNextUrl(undefined)).toBeNull();
  });
});
