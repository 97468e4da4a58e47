import { createRequest, useClient } from 'urql';
import { pipe, take, toPromise } from 'wonka';
import { type ExistProductsResult, existProductsQuery } from '../api/exist-products';

/** Asks the server (once, not cached) which SKUs exist and which belong to sellers outside the company. */
export function useCheckSkus() {
  const client = useClient();
  return async (
    skus: string[],
    { catalogId, brandId }: { catalogId: string; brandId: string | null },
  ): Promise<ExistProductsResult | null> => {
    const request = createRequest(existProductsQuery, { skus, catalogId, brandId });
    const result = await pipe(
      client.executeQuery(request, { requestPolicy: 'network-only' }),
      take(1),
      toPromise,
    ).catch(() => null);
    return result?.data?.existProducts ?? null;
  };
}
