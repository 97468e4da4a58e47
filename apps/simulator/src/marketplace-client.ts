import {
  type AdEvent,
  type DecisionRequest,
  type DecisionResponse,
  decisionResponseSchema,
  type EventsResponse,
  eventsResponseSchema,
} from '@portal/domain/delivery-api';
import type { z } from 'zod';

/**
 * The marketplace's side of `/v1/ads/*` (docs/delivery-api.md): one call each, timed, with the answer
 * checked against the wire format's schema. A failure is a value, never a throw, so the simulation can
 * count it and go on (or stop, for the two that no retry mends: unreachable server, refused key).
 */
export type CallFailure =
  /** No HTTP answer at all: connection refused, DNS, reset, timeout. */
  | { kind: 'unreachable'; message: string }
  /** 401: the key is missing, unknown or revoked. */
  | { kind: 'unauthorized'; message: string }
  /** Any other status than 200; `retryAfterSeconds` when the server said when to ask again (a 503's Retry-After). */
  | { kind: 'http'; status: number; message: string; retryAfterSeconds?: number }
  /** 200, but the body is not what the schema says. */
  | { kind: 'schema'; message: string };

export type CallResult<T> =
  | { ok: true; value: T; ms: number }
  | { ok: false; failure: CallFailure; ms: number };

export type MarketplaceClient = {
  decide: (request: DecisionRequest) => Promise<CallResult<DecisionResponse>>;
  sendEvents: (events: readonly AdEvent[]) => Promise<CallResult<EventsResponse>>;
};

/** A call that has not answered after this long counts as unreachable. */
const CALL_TIMEOUT_MS = 30_000;

function describeNetworkError(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : null;
  if (cause?.code) return cause.code;
  if (error instanceof Error && error.name === 'TimeoutError')
    return `no answer within ${CALL_TIMEOUT_MS} ms`;
  return cause?.message ?? (error instanceof Error ? error.message : String(error));
}

async function errorText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string') return body.error;
    if (typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: the raw text says enough
  }
  return text.slice(0, 200) || response.statusText;
}

/** Retry-After (RFC 9110 §10.2.3) in seconds from now: delay-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

export function createMarketplaceClient(options: {
  url: string;
  key: string;
  fetch?: typeof fetch;
}): MarketplaceClient {
  const doFetch = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');

  async function post<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
  ): Promise<CallResult<z.infer<S>>> {
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      return {
        ok: false,
        failure: { kind: 'unreachable', message: describeNetworkError(error) },
        ms: elapsed(),
      };
    }
    if (response.status === 401) {
      return {
        ok: false,
        failure: { kind: 'unauthorized', message: await errorText(response) },
        ms: elapsed(),
      };
    }
    if (response.status !== 200) {
      const message = await errorText(response);
      const retryAfterSeconds = retryAfter(response.headers.get('retry-after'));
      return {
        ok: false,
        failure: {
          kind: 'http',
          status: response.status,
          message,
          ...(retryAfterSeconds === null ? {} : { retryAfterSeconds }),
        },
        ms: elapsed(),
      };
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      return {
        ok: false,
        failure: { kind: 'schema', message: `${path}: the answer is not JSON` },
        ms: elapsed(),
      };
    }
    const parsed = schema.safeParse(json);
    const ms = elapsed();
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      return { ok: false, failure: { kind: 'schema', message: `${path}: ${where}${issue?.message}` }, ms };
    }
    return { ok: true, value: parsed.data, ms };
  }

  return {
    decide: (request) => post('/v1/ads/decisions', request, decisionResponseSchema),
    sendEvents: (events) => post('/v1/ads/events', { events }, eventsResponseSchema),
  };
}
