import type { AdSetStatus, BudgetType, SponsorAdType } from '@portal/domain/sponsor-campaign-form';
import { addDays, startOfZonedDay, zonedDay } from '@portal/domain/zoned-day';
import { and, asc, eq } from 'drizzle-orm';
import { insertCampaign } from '../../modules/sponsor-lists/insert-campaign';
import type { Db } from '../client';
import {
  bannerTypes,
  brands,
  catalogs,
  companies,
  companyBrands,
  companySellers,
  products,
  sponsorCampaigns,
  users,
} from '../schema/index';

const DAY_MS = 86_400_000;
const units = (whole: number) => BigInt(whole) * 1_000_000n;

type Spec = {
  name: string;
  brand: string;
  catalog: string;
  status: AdSetStatus;
  budget: [BudgetType, number | null, number | null];
  /** Days from today (UTC). */
  start: number;
  end?: number;
  runningStatus?: 'STARTED' | 'PAUSED';
  notes?: string;
  keywords?: string[];
  placements?: string[];
};

const productSpecs: Spec[] = [
  {
    name: 'Northwind Everyday Essentials',
    brand: 'Northwind',
    catalog: 'SG',
    status: 'DELIVERING',
    budget: ['DAILY', 50, null],
    start: -100,
  },
  {
    name: 'Northwind Indonesia Launch',
    brand: 'Northwind',
    catalog: 'ID',
    status: 'DELIVERING',
    budget: ['DAILY_TOTAL', 30, 900],
    start: -40,
    end: 20,
  },
  {
    name: 'Lumen & Loom Dresses',
    brand: 'Lumen & Loom',
    catalog: 'SG',
    status: 'DELIVERING',
    budget: ['TOTAL', null, 1500],
    start: -30,
    end: 25,
  },
  {
    name: 'Harbor Lane Autumn Preview',
    brand: 'Harbor Lane',
    catalog: 'MY',
    status: 'SCHEDULED',
    budget: ['DAILY', 40, null],
    start: 3,
    end: 33,
  },
  {
    name: 'Kite Athletics Run Club',
    brand: 'Kite Athletics',
    catalog: 'ID',
    status: 'SCHEDULED',
    budget: ['ALWAYS_ON', null, null],
    start: 7,
  },
  {
    name: 'Northwind Malaysia Bestsellers',
    brand: 'Northwind',
    catalog: 'MY',
    status: 'PENDING_FOR_APPROVAL',
    budget: ['DAILY', 25, null],
    start: 2,
    end: 30,
  },
  {
    name: 'Harbor Lane Workwear',
    brand: 'Harbor Lane',
    catalog: 'SG',
    status: 'PENDING_FOR_APPROVAL',
    budget: ['TOTAL', null, 600],
    start: 1,
  },
  {
    name: 'Lumen & Loom Philippines Edit',
    brand: 'Lumen & Loom',
    catalog: 'PH',
    status: 'PAUSED',
    budget: ['DAILY', 20, null],
    start: -15,
    end: 15,
    runningStatus: 'PAUSED',
  },
  {
    // Active but not showing ads (NOT_DELIVERING, started): a paused ad set is PAUSED (issue 12).
    name: 'Northwind Philippines Basics',
    brand: 'Northwind',
    catalog: 'PH',
    status: 'NOT_DELIVERING',
    budget: ['DAILY', 15, null],
    start: -8,
  },
  {
    // A small daily budget: whether today's is spent is the engine's to say (its demo history), not the seed's.
    name: 'Kite Athletics Gym Gear',
    brand: 'Kite Athletics',
    catalog: 'MY',
    status: 'DELIVERING',
    budget: ['DAILY', 10, null],
    start: -75,
  },
  {
    name: 'Harbor Lane Summer Sale',
    brand: 'Harbor Lane',
    catalog: 'ID',
    status: 'COMPLETED',
    budget: ['TOTAL', null, 800],
    start: -60,
    end: -30,
  },
  {
    name: 'Northwind Mid-Year Sale',
    brand: 'Northwind',
    catalog: 'SG',
    status: 'COMPLETED',
    budget: ['DAILY_TOTAL', 40, 1200],
    start: -45,
    end: -15,
  },
  {
    name: 'Lumen & Loom Clearance',
    brand: 'Lumen & Loom',
    catalog: 'MY',
    status: 'REJECTED',
    budget: ['DAILY', 5, null],
    start: 5,
    notes: 'The selected SKUs are out of stock in this catalog.',
  },
  {
    name: 'Kite Athletics Taiwan Test',
    brand: 'Kite Athletics',
    catalog: 'TW',
    status: 'DRAFT',
    budget: ['ALWAYS_ON', null, null],
    start: 10,
  },
];

const bannerSpecs: Spec[] = [
  {
    name: 'Northwind Home Takeover',
    brand: 'Northwind',
    catalog: 'SG',
    status: 'DELIVERING',
    budget: ['DAILY', 80, null],
    start: -90,
    placements: ['DESKTOP_HOME', 'MOBILE_HOME'],
    keywords: ['northwind', 'jackets'],
  },
  {
    name: 'Lumen & Loom App Spotlight',
    brand: 'Lumen & Loom',
    catalog: 'SG',
    status: 'SCHEDULED',
    budget: ['TOTAL', null, 2000],
    start: 4,
    end: 34,
    placements: ['APP_HOME'],
    keywords: ['dresses'],
  },
  {
    name: 'Harbor Lane Search Banner',
    brand: 'Harbor Lane',
    catalog: 'MY',
    status: 'PENDING_FOR_APPROVAL',
    budget: ['DAILY', 30, null],
    start: 2,
    placements: ['DESKTOP_SEARCH'],
    keywords: ['shirts', 'chinos'],
  },
  {
    name: 'Kite Athletics Tile Campaign',
    brand: 'Kite Athletics',
    catalog: 'ID',
    status: 'COMPLETED',
    budget: ['TOTAL', null, 700],
    start: -40,
    end: -10,
    placements: ['TILE_MOBILE'],
    keywords: ['running'],
  },
  {
    name: 'Northwind Mobile Hero',
    brand: 'Northwind',
    catalog: 'ID',
    status: 'REJECTED',
    budget: ['DAILY', 20, null],
    start: 6,
    placements: ['MOBILE_HOME'],
    keywords: ['northwind'],
    notes: 'The banner image is blurry; please upload a sharper one.',
  },
  {
    name: 'Lumen & Loom New Season',
    brand: 'Lumen & Loom',
    catalog: 'PH',
    status: 'DRAFT',
    budget: ['ALWAYS_ON', null, null],
    start: 12,
    placements: ['DESKTOP_HOME'],
    keywords: ['new season'],
  },
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Acme Fashion's demo campaigns: product and banner campaigns in every list status, with real SKUs of
 * its brands, banner placements showing the brand's generated logo (/media/brands/{id}.svg), and
 * '+' activity rows by the owner. Dates hang on `now`'s UTC day; the delivering ones started within the demo
 * history's 90 days (delivery/demo-history-job.ts), which gives them, and the completed ones, their figures:
 * no status or figure here is the engine's. Product and banner campaigns are
 * seeded separately, each only while Acme has none of that type; banner campaigns wait until the
 * banner types exist.
 */
export async function seedDemoSponsorCampaigns(db: Db, { now = new Date() }: { now?: Date } = {}) {
  const [acmeRow] = await db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
  if (!acmeRow) return;
  const acme = acmeRow;
  const existing = await db
    .selectDistinct({ adType: sponsorCampaigns.adType })
    .from(sponsorCampaigns)
    .where(eq(sponsorCampaigns.companyId, acme.id));
  const has = (adType: SponsorAdType) => existing.some((row) => row.adType === adType);
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'));
  const brandRows = await db
    .select({ id: brands.id, name: brands.name })
    .from(companyBrands)
    .innerJoin(brands, eq(brands.id, companyBrands.brandId))
    .where(eq(companyBrands.companyId, acme.id));
  const catalogRows = await db.select().from(catalogs);
  const sellerIds = (await db.select().from(companySellers).where(eq(companySellers.companyId, acme.id))).map(
    (row) => row.sellerId,
  );
  const typeRows = await db.select().from(bannerTypes);
  const anchor = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const day = (offset: number) => new Date(anchor + offset * DAY_MS);
  // A schedule's days are the catalog's (decision 0171), as the wizard writes them: a start at the day's
  // first instant there, an end at its last (the campaign runs through its end day).
  const startOf = (offset: number, zone: string) =>
    startOfZonedDay(addDays(zonedDay(now, zone), offset), zone);
  const endOf = (offset: number, zone: string) => new Date(startOf(offset + 1, zone).getTime() - 1);

  async function skusOf(tx: Db, brandId: number, catalogId: number) {
    const rows = await tx
      .select({ sku: products.sku, sellerId: products.sellerId })
      .from(products)
      .where(and(eq(products.brandId, brandId), eq(products.catalogId, catalogId)))
      .orderBy(asc(products.sku))
      .limit(40);
    // The company's own sellers' products first: those are the ones it may sponsor without asking.
    const own = rows.filter((row) => sellerIds.includes(row.sellerId));
    return [...own, ...rows.filter((row) => !sellerIds.includes(row.sellerId))]
      .slice(0, 6)
      .map((row) => row.sku);
  }

  async function seed(tx: Db, specs: Spec[], adType: SponsorAdType, offset: number) {
    for (const [index, spec] of specs.entries()) {
      const brand = brandRows.find((row) => row.name === spec.brand);
      const catalog = catalogRows.find((row) => row.code === spec.catalog);
      if (!brand || !catalog) continue;
      const placements = (spec.placements ?? []).flatMap((code) => {
        const type = typeRows.find((row) => row.bannerType === code);
        return type
          ? [
              {
                bannerTypeId: type.id,
                imageUrl: `/media/brands/${brand.id}.svg`,
                landingUrl: `${catalog.baseUrl}/${slug(spec.brand)}`,
              },
            ]
          : [];
      });
      const [budgetType, daily, total] = spec.budget;
      await insertCampaign(tx, {
        companyId: acme.id,
        brandId: brand.id,
        catalogId: catalog.id,
        name: spec.name,
        adType,
        status: spec.status,
        runningStatus: spec.runningStatus,
        notes: spec.notes,
        budgetType,
        budgetDailyMicros: daily === null ? null : units(daily),
        budgetTotalMicros: total === null ? null : units(total),
        startDate: startOf(spec.start, catalog.timeZone),
        endDate: spec.end === undefined ? null : endOf(spec.end, catalog.timeZone),
        keywords: spec.keywords,
        skus: adType === 'PRODUCT' ? await skusOf(tx, brand.id, catalog.id) : [],
        placements,
        // Created before it starts, one campaign an hour apart so "newest first" is stable.
        createdAt: new Date(Math.min(day(spec.start - 3).getTime(), anchor - (offset + index) * 3_600_000)),
        createdBy: owner?.id ?? null,
      });
    }
  }

  // One transaction per type: a failed run leaves no half-seeded list behind.
  if (!has('PRODUCT')) await db.transaction((tx) => seed(tx, productSpecs, 'PRODUCT', 0));
  const bannerTypesReady = bannerSpecs.every((spec) =>
    (spec.placements ?? []).every((code) => typeRows.some((row) => row.bannerType === code)),
  );
  if (!has('BANNER') && bannerTypesReady)
    await db.transaction((tx) => seed(tx, bannerSpecs, 'BANNER', productSpecs.length));
}
