import { fetchWithCsrf } from '../../../lib/csrf-fetch';

export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string };
export type TokenizeResult =
  | { token: string; errors?: undefined }
  | { token?: undefined; errors: { field?: string | null; messages: string[] }[] };

export const SANDBOX_TOKEN_URL = '/v1/payments/sandbox/tokens';

/**
 * The sandbox provider's card tokenisation (POST {number, expMonth, expYear, cvc} → {token}). The card
 * number goes to the payment endpoint only, never through GraphQL.
 */
export async function tokenizeCard(card: CardDetails, url = SANDBOX_TOKEN_URL): Promise<TokenizeResult> {
  const response = await fetchWithCsrf(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(card),
  });
  const body = (await response.json().catch(() => ({}))) as {
    token?: string;
    errors?: { field?: string | null; messages: string[] }[];
    error?: string;
  };
  if (response.ok && body.token) return { token: body.token };
  if (body.errors?.length) return { errors: body.errors };
  return { errors: [{ field: null, messages: [body.error ?? `HTTP ${response.status}`] }] };
}
