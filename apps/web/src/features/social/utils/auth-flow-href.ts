import type { SocialMode } from '@portal/domain/social';

/** Spec 1 §2: the browser goes to the backend's authUrl with a mode and a redirect url (a path of this site). */
export function authFlowHref(authUrl: string, mode: SocialMode, redirectUrl: string): string {
  const separator = authUrl.includes('?') ? '&' : '?';
  return `${authUrl}${separator}${new URLSearchParams({ mode, redirectUrl })}`;
}

const knownErrors = new Set([
  'invalidState',
  'denied',
  'providerFailed',
  'unknownProvider',
  'expiredToken',
  'notLinked',
  'loginDisabled',
  'signUpDisabled',
  'userDisabled',
  'linkedElsewhere',
  'companyAlreadyLinked',
  'userAlreadyLinked',
  'noCompany',
  'tooManyRequests',
  'signInRequired',
  'permissionDenied',
]);

/** The `socialError` code the OAuth callback puts in the address, as a translation key; unknown codes read generic. */
export function socialErrorKey(code: string | null): string | null {
  if (!code) return null;
  return knownErrors.has(code) ? `social:error.${code}` : 'social:error.providerFailed';
}
