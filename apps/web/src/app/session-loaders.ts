import { type LoaderFunctionArgs, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { paths } from '../config/paths';
import { meQuery } from '../features/accounts/api/get-me';
import { appSettingsQuery } from '../features/platform/api/get-app-settings';
import { graphqlClientFor } from '../lib/graphql-client';
import { applyProfileLanguage } from '../lib/i18n';

// The router runs these loaders at the same time as it loads the matched routes' code and texts, so a page's
// first render already has `me` and every flag, and its own queries start one round trip after `me`. They put
// the answers in the client's cache and return nothing: components read them with urql as before.

function clientOf(request: Request) {
  return graphqlClientFor(new URL(request.url).searchParams.get('company'));
}

/** Every page: all flags and configuration entries in one request (a failure is left to the hooks to retry). */
export async function settingsLoader({ request }: LoaderFunctionArgs) {
  await clientOf(request).query(appSettingsQuery, {}, { requestPolicy: 'cache-first' }).toPromise();
  return null;
}

/**
 * The signed-in shell: `me` from the network (spec: "me (network only)"), once per page load and company,
 * then the profile language, so the shell renders in it at once. Signed out, the client is already taking
 * the browser to sign-in (lib/graphql-client.ts).
 */
export async function shellLoader({ request }: LoaderFunctionArgs) {
  const result = await clientOf(request).query(meQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  if (result.data) await applyProfileLanguage(result.data.me.language);
  return null;
}

/** /auth: a signed-in user has nothing to do here, except invitations, which may be for another account. */
export async function authLoader({ request }: LoaderFunctionArgs) {
  if (new URL(request.url).pathname.startsWith(`${paths.auth.root}/invitation/`)) return null;
  const result = await clientOf(request)
    .query(meQuery, {}, { requestPolicy: 'network-only', allowSignedOut: true })
    .toPromise();
  return result.data?.me ? redirect(paths.sponsor) : null;
}

/** The answers above hold until the staff company filter changes (a new client); filters and pages keep them. */
export function companyChanged({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.searchParams.get('company') !== nextUrl.searchParams.get('company');
}
