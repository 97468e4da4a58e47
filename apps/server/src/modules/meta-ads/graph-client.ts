import { createHmac } from 'node:crypto';
import type { MetaGraphConfig } from '../../config/env';
import { metaErrorFromBody } from './meta-errors';

export type GraphParams = Record<string, string | number | boolean | object | null | undefined>;

/**
 * The Graph API over plain `fetch`: every call carries the access token and its appsecret_proof
 * (HMAC-SHA256 of the token keyed by the app secret, which Meta requires when the app asks for it); GET
 * sends the parameters in the query, POST as a form; objects and arrays go as JSON, as Graph expects.
 * An answer carrying `{ error }` (or any HTTP error) becomes a MetaApiError.
 */
export class GraphClient {
  private readonly proof: string;

  constructor(
    private readonly config: MetaGraphConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.proof = createHmac('sha256', config.appSecret).update(config.accessToken).digest('hex');
  }

  get businessId() {
    return this.config.businessId;
  }

  private encode(params: GraphParams): URLSearchParams {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) {
      if (value === undefined || value === null) continue;
      search.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    search.set('access_token', this.config.accessToken);
    search.set('appsecret_proof', this.proof);
    return search;
  }

  async get<T>(path: string, params: GraphParams = {}): Promise<T> {
    return this.send<T>(`${this.config.graphUrl}/${path}?${this.encode(params)}`, { method: 'GET' });
  }

  async post<T>(path: string, params: GraphParams = {}): Promise<T> {
    return this.send<T>(`${this.config.graphUrl}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: this.encode(params).toString(),
    });
  }

  /** Every page of a list edge, following `paging.next` (which carries the token and proof already). */
  async list<T>(path: string, params: GraphParams = {}): Promise<T[]> {
    const rows: T[] = [];
    let page = await this.get<{ data: T[]; paging?: { next?: string } }>(path, params);
    for (;;) {
      rows.push(...(page.data ?? []));
      if (!page.paging?.next) return rows;
      page = await this.send(page.paging.next, { method: 'GET' });
    }
  }

  private async send<T>(url: string, init: RequestInit): Promise<T> {
    const response = await this.fetchImpl(url, init);
    const body = await response.json().catch(() => null);
    const error = metaErrorFromBody(body, response.status);
    if (error) throw error;
    return body as T;
  }
}
