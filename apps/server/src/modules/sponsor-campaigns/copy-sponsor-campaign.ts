import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { brandCatalogs, companyBrands, products, uploadedImages } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { DomainError } from '../../graphql/errors';
import { actorOf, findCampaignForSession } from './campaign-access';
import { type CampaignRows, toDbId } from './campaign-input';
import { compatibleSuppliers } from './compatible-suppliers';
import { rowsInWalletCurrency, walletCurrenciesOf } from './copy-wallet-currency';
import { copyRows } from './duplicate-sponsor-campaign';
import { serverRuleMessages } from './server-checks';
import { campaignPayload, type SponsorCampaignPayload } from './sponsor-campaign-payload';
import { bundleToRows, insertCampaignRows, loadCampaignBundle } from './write-campaign-rows';

/** SKUs of the brand in the catalog (a copy keeps only those; the rest would fail 'sku not found'). */
async function knownSkus(db: Db, brandId: number, catalogId: number, skus: readonly string[]) {
  if (skus.length === 0) return new Set<string>();
  const rows = await db
    .select({ sku: products.sku })
    .from(products)
    .where(
      and(eq(products.brandId, brandId), eq(products.catalogId, catalogId), inArray(products.sku, [...skus])),
    );
  return new Set(rows.map((row) => row.sku));
}

/** The target's rows: SKUs kept only where they are the brand's products in the catalog. */
async function rowsForTarget(db: Db, rows: CampaignRows): Promise<CampaignRows> {
  const { brandId } = rows.campaign;
  const { catalogId } = rows.adSet;
  const allSkus = [
    ...(rows.productAd?.skus ?? []),
    ...rows.placements.flatMap((placement) => placement.skus ?? []),
  ];
  const known = await knownSkus(db, brandId, catalogId, allSkus);
  const keep = (skus: readonly string[] | undefined) => (skus ?? []).filter((sku) => known.has(sku));
  return {
    ...rows,
    productAd: rows.productAd ? { ...rows.productAd, skus: keep(rows.productAd.skus) } : null,
    placements: rows.placements.map((placement) => ({ ...placement, skus: keep(placement.skus) })),
  };
}

/**
 * Copies a campaign into another supplier the user may act for (one of `compatibleSuppliers`), as a
 * DRAFT named ' - COPY' (docs/decisions/0083), its budgets and bid in the target's wallet currency (0265). Banner images uploaded by the source company are
 * registered for the target too, so the copy passes the "uploaded by this company" check when edited.
 */
export async function copySponsorCampaign({
  deps,
  actor: session,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: SignedIn;
  input: {
    campaignId: string;
    targetSupplierId: string;
  };
}): Promise<SponsorCampaignPayload> {
  const source = await findCampaignForSession({ deps, actor: session, input: { id: input.campaignId } });
  if (!source) throw new DomainError(serverRuleMessages.campaignNotFound, 'campaignId');
  const targetId = toDbId(input.targetSupplierId);
  const targets = await compatibleSuppliers({ deps, actor: session, input: { campaign: source } });
  const target = targets.find((company) => company.id === targetId);
  if (!target) throw new DomainError(serverRuleMessages.supplierNotCompatible, 'targetSupplierId');
  const bundle = await loadCampaignBundle(deps.db, source);
  if (!bundle.adSet) throw new DomainError(serverRuleMessages.campaignNotFound, 'campaignId');
  const [brandOk] = await deps.db
    .select({ brandId: brandCatalogs.brandId })
    .from(brandCatalogs)
    .innerJoin(companyBrands, eq(companyBrands.brandId, brandCatalogs.brandId))
    .where(
      and(
        eq(companyBrands.companyId, target.id),
        eq(brandCatalogs.brandId, source.brandId),
        eq(brandCatalogs.catalogId, bundle.adSet.catalogId),
      ),
    );
  if (!brandOk) throw new DomainError(serverRuleMessages.supplierNotCompatible, 'targetSupplierId');
  const wallets = await walletCurrenciesOf(deps.db, [source.companyId, target.id]);
  const from = wallets.get(source.companyId);
  const to = wallets.get(target.id);
  const copied = from && to ? rowsInWalletCurrency(bundleToRows(bundle), from, to) : bundleToRows(bundle);
  const rows = await copyRows(deps.db, await rowsForTarget(deps.db, copied), deps.now());
  const campaign = await deps.db.transaction(async (tx) => {
    const urls = rows.placements
      .map((placement) => placement.imageUrl)
      .filter((url): url is string => Boolean(url));
    if (urls.length) {
      const images = await tx
        .select()
        .from(uploadedImages)
        .where(and(eq(uploadedImages.companyId, source.companyId), inArray(uploadedImages.url, urls)));
      if (images.length) {
        await tx
          .insert(uploadedImages)
          .values(
            images.map(({ id: _id, createdAt: _createdAt, ...image }) => ({
              ...image,
              companyId: target.id,
              storageKey: `${image.storageKey}#copy-${target.id}`,
              createdBy: session.user.id,
            })),
          )
          .onConflictDoNothing();
      }
    }
    return insertCampaignRows(tx, {
      companyId: target.id,
      rows,
      status: 'DRAFT',
      actor: actorOf(session),
      now: deps.now(),
    });
  });
  return campaignPayload(campaign);
}
