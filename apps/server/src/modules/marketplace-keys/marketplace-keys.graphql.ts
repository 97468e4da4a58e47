import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { payloadFields } from '../../graphql/payload';
import {
  type CreateMarketplaceKeyPayload,
  createMarketplaceApiKey,
  listMarketplaceApiKeys,
  type MarketplaceApiKeyRow,
  type MarketplaceKeyPayload,
  revokeMarketplaceApiKey,
} from './manage-marketplace-keys';

/** Staff: the keys the marketplace calls `/v1/ads/*` with (docs/delivery-api.md). */
const MarketplaceApiKeyType = builder.objectRef<MarketplaceApiKeyRow>('MarketplaceApiKey').implement({
  description:
    'A key of the marketplace API; its secret is shown once, when it is created, and never stored.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    prefix: t.exposeString('prefix', { description: 'The first characters of the key, to tell keys apart.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (key) => key.createdAt }),
    lastUsedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'The last call made with the key, written at most once a minute.',
      resolve: (key) => key.lastUsedAt,
    }),
    revokedAt: t.field({ type: 'DateTime', nullable: true, resolve: (key) => key.revokedAt }),
    createdByName: t.exposeString('createdByName', { nullable: true }),
  }),
});

const MarketplaceApiKeyPayloadType = builder
  .objectRef<MarketplaceKeyPayload>('MarketplaceApiKeyPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      key: t.field({ type: MarketplaceApiKeyType, nullable: true, resolve: (payload) => payload.key }),
    }),
  });

const CreateMarketplaceApiKeyPayloadType = builder
  .objectRef<CreateMarketplaceKeyPayload>('CreateMarketplaceApiKeyPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      key: t.field({ type: MarketplaceApiKeyType, nullable: true, resolve: (payload) => payload.key }),
      secret: t.string({
        nullable: true,
        description: 'The whole key: in this answer only. Only its hash is stored.',
        resolve: (payload) => payload.secret,
      }),
    }),
  });

builder.queryFields((t) => ({
  marketplaceApiKeys: t.field({
    type: [MarketplaceApiKeyType],
    description: 'Staff: every marketplace API key, newest first, revoked ones included.',
    resolve: (_root, _args, ctx) => listMarketplaceApiKeys({ deps: ctx.deps }),
  }),
}));

builder.mutationFields((t) => ({
  createMarketplaceApiKey: t.field({
    type: CreateMarketplaceApiKeyPayloadType,
    description: 'Staff: a new marketplace API key; the answer holds its secret, shown this once.',
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      createMarketplaceApiKey({ deps: ctx.deps, actor: requireSession(ctx), input: { name: args.name } }),
  }),
  revokeMarketplaceApiKey: t.field({
    type: MarketplaceApiKeyPayloadType,
    description:
      'Staff: the key stops working at once in this server process and within 10 seconds in the others.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      revokeMarketplaceApiKey({ deps: ctx.deps, actor: requireSession(ctx), input: { id: args.id } }),
  }),
}));
