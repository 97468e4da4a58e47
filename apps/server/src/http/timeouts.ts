import type { ServerOptions } from 'node:http';

/** How long a client may take; a slow-loris or slow-body client is cut off instead of holding a socket. */
export type HttpTimeouts = {
  /** From connecting to the end of the request headers. */
  headersMs: number;
  /** From connecting to the end of the request body (uploads are a few MB, so not too short). */
  requestMs: number;
  /** A socket with no traffic in either direction for this long is closed. */
  idleMs: number;
  /** How often Node checks the two limits above; they are enforced with this much slack. */
  checkIntervalMs: number;
};

export const defaultHttpTimeouts: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 60_000,
  idleMs: 120_000,
  checkIntervalMs: 1_000,
};

/** The Fastify (and through it, node:http) options carrying the limits. */
export function timeoutServerOptions(timeouts: HttpTimeouts): {
  connectionTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}
