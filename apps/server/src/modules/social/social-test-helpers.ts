import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestClient } from '../../testing/graphql-client';

/** Drives the OAuth redirects in-process with a TestClient's cookies (tests only). */
export class BrowserFlow {
  constructor(
    private readonly app: FastifyInstance,
    readonly client: TestClient,
  ) {}

  private cookieHeader() {
    return ['sessionid', 'csrftoken', 'oauth_binding']
      .map((name) => [name, this.client.cookie(name)] as const)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  async get(url: string): Promise<LightMyRequestResponse> {
    const parsed = new URL(url, 'http://127.0.0.1');
    const response = await this.app.inject({
      method: 'GET',
      url: `${parsed.pathname}${parsed.search}`,
      headers: { cookie: this.cookieHeader() },
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[])
      this.client.setCookie(cookie.name, cookie.maxAge === 0 || cookie.value === '' ? null : cookie.value);
    return response;
  }

  /** /v1/auth/start → the sandbox authorize URL (the consent page's address). */
  async start(provider: string, mode: string, redirectUrl?: string): Promise<URL> {
    const query = new URLSearchParams({ mode, ...(redirectUrl ? { redirectUrl } : {}) });
    const response = await this.get(`/v1/auth/start/${provider}?${query}`);
    if (response.statusCode !== 302) throw new Error(`start answered ${response.statusCode}`);
    return new URL(String(response.headers.location));
  }

  /** The consent page's Approve (or Deny): the callback URL the provider sends the browser to. */
  async decide(
    authorizeUrl: URL,
    input: { email?: string; fullName?: string; decision?: string },
  ): Promise<URL> {
    const query = new URLSearchParams({
      redirect_uri: authorizeUrl.searchParams.get('redirect_uri')!,
      state: authorizeUrl.searchParams.get('state')!,
      decision: input.decision ?? 'approve',
      account: 'new',
      email: input.email ?? '',
      fullName: input.fullName ?? '',
    });
    const provider = authorizeUrl.pathname.split('/')[3];
    const response = await this.get(`/sandbox/oauth/${provider}/decision?${query}`);
    if (response.statusCode !== 302)
      throw new Error(`decision answered ${response.statusCode}: ${response.body}`);
    return new URL(String(response.headers.location));
  }

  /** The whole round trip; answers where the callback sends the browser. */
  async run(input: {
    provider: string;
    mode: string;
    email: string;
    fullName?: string;
    redirectUrl?: string;
  }) {
    const authorizeUrl = await this.start(input.provider, input.mode, input.redirectUrl);
    const callbackUrl = await this.decide(authorizeUrl, input);
    const response = await this.get(callbackUrl.toString());
    return { location: String(response.headers.location), callbackUrl, response };
  }
}

export const handoffFrom = (location: string) => {
  const url = new URL(location, 'http://127.0.0.1');
  return { accessToken: url.searchParams.get('accessToken')!, provider: url.searchParams.get('provider')! };
};
