import type { FastifyInstance } from 'fastify';
import type { TestClient } from '../../testing/graphql-client';
import { SESSION_COOKIE } from '../auth/session-token';

/** A REST call with the client's session cookie and anti-forgery token, like the web's fetch. */
export async function restCall(
  app: FastifyInstance,
  client: TestClient,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const token = await client.csrf();
  const session = client.cookie(SESSION_COOKIE);
  return app.inject({
    method,
    url,
    headers: {
      cookie: [`csrftoken=${token}`, session ? `${SESSION_COOKIE}=${session}` : '']
        .filter(Boolean)
        .join('; '),
      'x-csrftoken': token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}
