import { isAllowed, OWNER_ADMIN } from '@portal/domain';
import { askerOf, type GraphQLContext } from '../../graphql/context';
import type { AuthBackendRow } from './backends';
import { currentLink, type LinkedAccountRow } from './linked-accounts';
import type { ProviderBalance } from './oauth-provider';
import { providerFor } from './providers';

type Cache = Map<string, Promise<LinkedAccountRow | null> | Promise<ProviderBalance | null>>;
const caches = new WeakMap<GraphQLContext, Cache>();

function cached<T>(ctx: GraphQLContext, key: string, load: () => Promise<T>): Promise<T> {
  const cache = caches.get(ctx) ?? new Map();
  caches.set(ctx, cache);
  if (!cache.has(key)) cache.set(key, load() as never);
  return cache.get(key) as Promise<T>;
}

/** The link a backend row shows to this viewer: only owners, admins and staff see the company's links. */
export function viewerLink(ctx: GraphQLContext, backend: AuthBackendRow): Promise<LinkedAccountRow | null> {
  const session = ctx.session;
  if (!session || !isAllowed(OWNER_ADMIN, askerOf(session))) return Promise.resolve(null);
  return cached(ctx, `link:${backend.provider}`, () =>
    currentLink(ctx.deps.db, backend, { userId: session.user.id, companyId: session.companyId }),
  );
}

/** The linked seller account's balance, asked from the provider once per request; null when it cannot say. */
export function viewerBalance(ctx: GraphQLContext, backend: AuthBackendRow): Promise<ProviderBalance | null> {
  return cached(ctx, `balance:${backend.provider}`, async () => {
    const link = await viewerLink(ctx, backend);
    if (!link) return null;
    return providerFor(ctx.deps, backend.provider)
      .sellerBalance(link.accessToken)
      .catch((error: unknown) => {
        ctx.request.log.warn({ err: error, provider: backend.provider }, 'seller balance unavailable');
        return null;
      });
  });
}
