import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type GraphQLResponse<T = Record<string, unknown>> = {
  status: number;
  body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  response: LightMyRequestResponse;
};

/**
 * A browser-like client for in-process tests: keeps cookies (so it follows the anti-forgery token the server
 * rotates with every session change), fetches the token when it has none, sends the header.
 */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /**
   * Replacing the session cookie by hand (a replayed or stolen cookie) also drops the anti-forgery token,
   * which was bound to the previous session: the next call fetches one for the new session, as the web does.
   */
  setCookie(name: string, value: string | null) {
    if (name === 'sessionid') this.cookies.delete('csrftoken');
    if (value === null) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  async csrf(): Promise<string> {
    const existing = this.cookies.get('csrftoken');
    if (existing) return existing;
    const response = await this.app.inject({
      method: 'GET',
      url: '/csrf',
      headers: { cookie: this.cookieHeader() },
    });
    this.keepCookies(response);
    return response.json<{ csrfToken: string }>().csrfToken;
  }

  /** A JSON POST to a REST route with this client's cookies and anti-forgery token. */
  async postJson(url: string, body: unknown) {
    const token = await this.csrf();
    const response = await this.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'x-csrftoken': token, cookie: this.cookieHeader() },
      payload: JSON.stringify(body),
    });
    this.keepCookies(response);
    return response;
  }

  async gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<T>> {
    const token = await this.csrf();
    const response = await this.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        'x-csrftoken': token,
        cookie: this.cookieHeader(),
        ...headers,
      },
      payload: JSON.stringify({ query, variables }),
    });
    this.keepCookies(response);
    return { status: response.statusCode, body: response.json(), response };
  }

  async signIn(email: string, password = 'Demo!Passw0rd1', otpCode?: string) {
    const result = await this.gql<{
      signIn: {
        ok: boolean;
        errors: { field: string | null; messages: string[] }[];
        otpRequired: boolean;
        isFirstLogin: boolean;
        token: string | null;
      };
    }>(
      'mutation SignIn($email: String!, $password: String!, $otpCode: String) { signIn(email: $email, password: $password, otpCode: $otpCode) { ok errors { field messages } otpRequired isFirstLogin token } }',
      { email, password, otpCode },
    );
    return result.body.data!.signIn;
  }
}
