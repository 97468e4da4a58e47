import { describe, expect, it } from 'vitest';
import { sanitizeNextUrl } from './next-url';

/** What any answer must be: nothing, or a path on this site that no browser reads as another host. */
function isSameOriginPath(result: string | null): boolean {
  if (result === null) return true;
  const origin = 'https://app.example';
  const decoded = decodeURIComponent(result);
  return (
    result.startsWith('/') &&
    !/^[/\\]{2}/.test(result) &&
    !/^[/\\]{2}/.test(decoded) &&
    !result.includes('\\') &&
    new URL(result, origin).origin === origin
  );
}

describe('sanitizeNextUrl', () => {
  it('keeps a relative path with its query and hash', () => {
    expect(sanitizeNextUrl('/billing/info?company=3#top')).toBe('/billing/info?company=3#top');
    expect(sanitizeNextUrl('/sponsor?nextUrl=//evil.com')).toBe('/sponsor?nextUrl=//evil.com');
  });

  it('answers the resolved path', () => {
    expect(sanitizeNextUrl('/a/../sponsor')).toBe('/sponsor');
    expect(sanitizeNextUrl('/../../billing')).toBe('/billing');
  });

  const bypasses = [
    '//evil.com',
    '//evil.com/sponsor',
    '///evil.com',
    '////evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/\\/evil.com',
    '/..//evil.com',
    '/.//evil.com',
    '/./\\evil.com',
    '/a/..//evil.com',
    '/%2F/evil.com',
    '/%2f%2fevil.com',
    '/%5C/evil.com',
    '/%5c%5cevil.com',
    '//%2Fevil.com',
    '/%2E%2E//evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r//evil.com',
    '/\u0000/evil.com',
    '/%09/evil.com',
    '/%',
    'https://x',
    'http://evil.com/sponsor',
    'https:evil.com',
    'https:/evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' /sponsor',
    'data:text/html,<script>alert(1)</script>',
    'sponsor',
    '',
  ];

  it.each(bypasses.map((value) => [value]))('gives %j nothing or a same-origin path', (value) => {
    const result = sanitizeNextUrl(value);
    expect(isSameOriginPath(result), String(result)).toBe(true);
  });

  it.each([
    ['/..//evil.com'],
    ['/./\\evil.com'],
    ['/%2F/evil.com'],
    ['/\t/evil.com'],
    ['///evil.com'],
    ['\\\\evil.com'],
    ['/.//evil.com'],
    ['https:evil.com'],
    ['javascript:alert(1)'],
    ['//evil.com'],
    ['/\\evil.com'],
    ['sponsor'],
    [''],
  ])('refuses %j', (value) => {
    expect(sanitizeNextUrl(value)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(sanitizeNextUrl(null)).toBeNull();
    expect(sanitizeNextUrl(undefined)).toBeNull();
  });
});
