import { randomBytes } from 'node:crypto';
import { marketplaceKeyNameSchema } from '@portal/domain/marketplace-keys';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { marketplaceApiKeys, users } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { type FieldError, issuesToFieldErrors } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import { forgetMarketplaceKeys, hashMarketplaceKey } from './authenticate-marketplace-key';

/** A key as staff see it: never its secret, which exists only in the answer that created it. */
export type MarketplaceApiKeyRow = {
  id: number;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdByName: string | null;
};

export type MarketplaceKeyPayload = { ok: boolean; errors: FieldError[]; key: MarketplaceApiKeyRow | null };
export type CreateMarketplaceKeyPayload = MarketplaceKeyPayload & { secret: string | null };

/** Every live key starts so; staff tell keys apart by the first characters (the prefix) in their list. */
export const LIVE_KEY_PREFIX = 'mk_live_';
export const KEY_PREFIX_LENGTH = 12;

export const marketplaceKeyErrors = { notFound: 'staff:marketplaceKeys.error.notFound' } as const;

/** A new secret: `mk_live_` and 32 random bytes in base64url (43 characters). */
export function newMarketplaceKeySecret(): string {
  return `${LIVE_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

const keyColumns = {
  id: marketplaceApiKeys.id,
  name: marketplaceApiKeys.name,
  prefix: marketplaceApiKeys.prefix,
  createdAt: marketplaceApiKeys.createdAt,
  lastUsedAt: marketplaceApiKeys.lastUsedAt,
  revokedAt: marketplaceApiKeys.revokedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

type KeyQueryRow = {
  id: number;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

function toRow({ firstName, lastName, email, ...key }: KeyQueryRow): MarketplaceApiKeyRow {
  const fullName = `${firstName ?? ''} ${lastName ?? ''}`.trim();
  return { ...key, createdByName: fullName || email || null };
}

async function readKeys(deps: Pick<AppDeps, 'db'>, id?: number): Promise<MarketplaceApiKeyRow[]> {
  const rows = await deps.db
    .select(keyColumns)
    .from(marketplaceApiKeys)
    .leftJoin(users, eq(users.id, marketplaceApiKeys.createdBy))
    .where(id === undefined ? undefined : eq(marketplaceApiKeys.id, id))
    .orderBy(desc(marketplaceApiKeys.createdAt), desc(marketplaceApiKeys.id));
  return rows.map(toRow);
}

/** marketplaceApiKeys (staff): every key, newest first, revoked ones included (their history stays). */
export function listMarketplaceApiKeys({
  deps,
}: {
  deps: Pick<AppDeps, 'db'>;
}): Promise<MarketplaceApiKeyRow[]> {
  return readKeys(deps);
}

/**
 * createMarketplaceApiKey (staff): stores the key's SHA-256 and its first characters; the whole secret is
 * in this answer only and can never be read again.
 */
export async function createMarketplaceApiKey({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: Pick<SignedIn, 'user'>;
  input: { name: string };
}): Promise<CreateMarketplaceKeyPayload> {
  const parsed = marketplaceKeyNameSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, errors: issuesToFieldErrors(parsed.error.issues), key: null, secret: null };
  const { name } = parsed.data;
  const secret = newMarketplaceKeySecret();
  const [inserted] = await deps.db
    .insert(marketplaceApiKeys)
    .values({
      name,
      prefix: secret.slice(0, KEY_PREFIX_LENGTH),
      keyHash: hashMarketplaceKey(secret),
      createdBy: actor.user.id,
    })
    .returning({ id: marketplaceApiKeys.id });
  // Works at once in this process; in others within a second (authenticate-marketplace-key.ts).
  forgetMarketplaceKeys();
  const [key] = await readKeys(deps, inserted!.id);
  return { ok: true, errors: [], key: key!, secret };
}

/**
 * revokeMarketplaceApiKey (staff): the key stops working at once in this process (its cached answer is
 * forgotten) and within 10 seconds in every other process. Revoking a revoked key changes
 * nothing and answers it as it is.
 */
export async function revokeMarketplaceApiKey({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: Pick<SignedIn, 'user'>;
  input: { id: string | number };
}): Promise<MarketplaceKeyPayload> {
  const id = parseRowId(input.id);
  const notFound = {
    ok: false,
    errors: [{ field: 'id', messages: [marketplaceKeyErrors.notFound] }],
    key: null,
  };
  if (id === null) return notFound;
  await deps.db
    .update(marketplaceApiKeys)
    .set({ revokedAt: deps.now(), revokedBy: actor.user.id })
    .where(and(eq(marketplaceApiKeys.id, id), isNull(marketplaceApiKeys.revokedAt)));
  forgetMarketplaceKeys();
  const [key] = await readKeys(deps, id);
  return key ? { ok: true, errors: [], key } : notFound;
}
