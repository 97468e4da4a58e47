import type { DocumentNode } from 'graphql';
import type { ComponentProps } from 'react';
import { type Client, createRequest, makeResult, type Operation } from 'urql';
import { fromValue, pipe, toPromise } from 'wonka';
import type { MpaCampaignFormPage } from './components/mpa-campaign-form-page';

/** Answers and props the form's tests share (decision 0230's shapes). */
export const product = (sku: string, name = `Product ${sku}`) => ({
  id: `id-${sku}`,
  sku,
  name,
  imageUrl: `/media/products/${sku}.svg`,
  price: '125.5',
  inventory: 7,
  url: `https://shop.example/p/${sku}`,
  currency: 'SGD',
});

export const optionsAnswer = (overrides: Record<string, unknown> = {}) => ({
  getCatalogCategories: [
    { id: 11, name: 'Dresses' },
    { id: 12, name: 'Shoes' },
  ],
  getCustomAudiences: [{ id: 501, name: 'Past buyers' }],
  getExcludedMPAFields: [],
  getMarketplaceConfig: { creativeText: 'Shop our picks' },
  getWalletBalance: { currency: 'SGD' },
  getCompanySellers: [{ id: '7', catalog: { timeZone: 'Asia/Singapore' } }],
  ...overrides,
});

export const storedCampaign = {
  id: '42',
  name: 'Winter sale',
  lifetimeBudget: '1500.5',
  startDate: '2026-11-20',
  endDate: '2026-12-31',
  creativeText: 'Warm coats',
  productCategoryIds: [11],
  productMinPrice: '10',
  productMaxPrice: null,
  customAudienceIds: [501],
  productSKUs: [],
  productSetId: 'ps-1',
  sellerId: '7',
  walletCurrency: { symbol: 'S$', code: 'SGD' },
};

export const validPrefill = {
  prefill: {
    name: 'Spring',
    lifetimeBudget: '250',
    startDate: '2026-12-01',
    endDate: '2026-12-15',
    creativeText: 'New in',
  },
};

export type PageProps = ComponentProps<typeof MpaCampaignFormPage>;

export function pageProps(overrides: Partial<PageProps> = {}): PageProps {
  return {
    sellerId: '7',
    campaignId: null,
    handedOver: null,
    flags: { productFilters: false, adsPreview: false },
    sponsor: { name: 'Acme Fashion', logoUrl: null },
    now: new Date('2026-11-26T04:00:00Z'),
    fallbackZone: 'UTC',
    onExit: () => {},
    onSaved: () => {},
    ...overrides,
  };
}

/** `client`, except that the option lists' query fails with `message` (a GraphQL error). */
export function failingOptionsClient(client: Client, message: string): Client {
  const executeQuery = (
    request: { query: DocumentNode; variables?: object; key: number },
    ...rest: unknown[]
  ) => {
    const definition = request.query.definitions[0];
    const name = definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
    if (name !== 'MpaFormOptions')
      return (client.executeQuery as (...args: unknown[]) => unknown)(request, ...rest);
    return fromValue(makeResult(request as unknown as Operation, { data: null, errors: [{ message }] }));
  };
  return { ...client, executeQuery } as unknown as Client;
}

/** The mock client with urql's one-shot `client.query(...).toPromise()` too (the bulk "add all" uses it). */
export function withOneShotQuery(client: Client): Client {
  const query = (document: DocumentNode, variables: Record<string, unknown>) => ({
    toPromise: () =>
      pipe(client.executeQuery(createRequest(document, variables) as unknown as Operation), toPromise),
  });
  return Object.assign(client, { query });
}
