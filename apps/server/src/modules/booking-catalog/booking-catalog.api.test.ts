import { addDays, zonedDay } from '@portal/domain/zoned-day';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingPackages,
  bookingPlacements,
  bookingSegments,
  bookings,
  catalogs,
  companies,
  featureFlags,
} from '../../db/schema/index';
import { seedDemoBookingOffer } from '../../db/seed/demo-booking-offer';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';

let testApp: TestApp;
const clients: Record<'owner' | 'admin' | 'member' | 'viewer' | 'staff', TestClient> = {} as never;
let acmeId: number;
let sg: { id: number; code: string; timeZone: string };

const PACKAGES = `query($month: String, $type: ID, $tag: ID, $page: Int, $size: Int) {
  allPackages(month: $month, packageType: $type, packageTag: $tag, page: $page, pageSize: $size) {
    page numPages totalCount
    objects { id code startDate endDate fromPrice paidCreditOnly customBudget maxBookingDays
      tags { name color } types { name } ventures { code currency segments { name placements { name } } } } } }`;
type PackagePage = {
  totalCount: number;
  numPages: number;
  objects: { id: string; code: string; fromPrice: string; endDate: string; types: { name: string }[] }[];
};

async function packages(client: TestClient, vars: Record<string, unknown> = {}) {
  return client.gql<{ allPackages: PackagePage }>(PACKAGES, vars);
}

/** A placement of the SG demo venture by segment and name. */
async function placement(segment: string, name: string) {
  const [row] = await testApp.deps.db
    .select({ id: bookingPlacements.id, segmentId: bookingSegments.id })
    .from(bookingPlacements)
    .innerJoin(bookingSegments, eq(bookingSegments.id, bookingPlacements.segmentId))
    .where(
      and(
        eq(bookingSegments.catalogId, sg.id),
        eq(bookingSegments.name, segment),
        eq(bookingPlacements.name, name),
      ),
    );
  return row!;
}

async function setFlag(isActive: boolean) {
  await testApp.deps.db
    .insert(featureFlags)
    .values({ name: 'standard_package_ads', isActive })
    .onConflictDoUpdate({ target: featureFlags.name, set: { isActive } });
}

beforeAll(async () => {
  testApp = await createTestApp();
  for (const role of ['owner', 'admin', 'member', 'viewer', 'staff'] as const) {
    clients[role] = new TestClient(testApp.app);
    expect((await clients[role].signIn(`${role}@demo.test`)).ok).toBe(true);
  }
  const [acme] = await testApp.deps.db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
  acmeId = acme!.id;
  const [catalog] = await testApp.deps.db.select().from(catalogs).where(eq(catalogs.code, 'SG'));
  sg = catalog!;
});
afterAll(() => testApp.close());

describe('the demo offer', () => {
  it('loads eight packages once, with two staff reservations on the SG women hero', async () => {
    await seedDemoBookingOffer(testApp.deps.db, { now: new Date() });
    const rows = await testApp.deps.db.select().from(bookingPackages);
    expect(rows.map((row) => row.code).sort()).toEqual(
      [
        'ALWAYS-ON-HK',
        'BEAUTY-TW',
        'CAT-TOP-ID',
        'CAT-TOP-MY',
        'HP-HERO-SG',
        'MEGA-1212',
        'NEWSLETTER-SG',
        'REGIONAL-BUNDLE',
      ].sort(),
    );
    const reservations = await testApp.deps.db.select().from(bookings).where(isNull(bookings.campaignId));
    expect(reservations).toHaveLength(2);
    expect(reservations.every((row) => row.reserveReason && row.status === 'ACTIVE')).toBe(true);
  });
});

describe('access (requireBookingAccess)', () => {
  it('lets an approved company with the flag on and staff read, and every role of the company', async () => {
    for (const role of ['owner', 'admin', 'member', 'viewer', 'staff'] as const) {
      const result = await packages(clients[role]);
      expect(result.body.errors, role).toBeUndefined();
      expect(result.body.data!.allPackages.totalCount, role).toBe(8);
    }
  });

  it('refuses a company staff have not approved, and everyone but staff when the flag is off', async () => {
    const db = testApp.deps.db;
    await db.update(companies).set({ isApprovedByStaff: false }).where(eq(companies.id, acmeId));
    try {
      const refused = await packages(clients.owner);
      expect(refused.status).toBe(200);
      expect(refused.body.errors![0]!.message).toBe('common:permissionDenied');
    } finally {
      await db.update(companies).set({ isApprovedByStaff: true }).where(eq(companies.id, acmeId));
    }
    await setFlag(false);
    try {
      const refused = await clients.viewer.gql<{ allVentures: unknown }>('{ allVentures { id } }');
      expect(refused.body.errors![0]!.message).toBe('common:permissionDenied');
      expect((await packages(clients.staff)).body.data!.allPackages.totalCount).toBe(8);
    } finally {
      await setFlag(true);
    }
    expect((await packages(clients.owner)).body.data!.allPackages.totalCount).toBe(8);
  });
});

describe('allPackages', () => {
  it('filters by type, tag and month and pages', async () => {
    const types = await clients.owner.gql<{ allPackageTypes: { id: string; name: string }[] }>(
      '{ allPackageTypes { id name } }',
    );
    const newsletter = types.body.data!.allPackageTypes.find((type) => type.name === 'Newsletter')!;
    const byType = (await packages(clients.owner, { type: newsletter.id })).body.data!.allPackages;
    expect(byType.objects.map((pkg) => pkg.code).sort()).toEqual([
      'BEAUTY-TW',
      'NEWSLETTER-SG',
      'REGIONAL-BUNDLE',
    ]);
    const tags = await clients.owner.gql<{ allPackageTags: { id: string; name: string; color: string }[] }>(
      '{ allPackageTags { id name color } }',
    );
    const mega = tags.body.data!.allPackageTags.find((tag) => tag.name === 'Mega sale')!;
    expect(mega.color).toMatch(/^#[0-9a-f]{6}$/);
    const byTag = (await packages(clients.owner, { tag: mega.id })).body.data!.allPackages;
    expect(byTag.objects.map((pkg) => pkg.code)).toEqual(['MEGA-1212']);
    // Seven months on, the short windows (MEGA-1212: 70 days, BEAUTY-TW: 180) are over.
    const later = addDays(zonedDay(new Date(), sg.timeZone), 215).slice(0, 7);
    const byMonth = (await packages(clients.owner, { month: later })).body.data!.allPackages;
    expect(byMonth.totalCount).toBe(6);
    expect(byMonth.objects.map((pkg) => pkg.code)).not.toContain('MEGA-1212');
    const paged = (await packages(clients.owner, { page: 2, size: 3 })).body.data!.allPackages;
    expect(paged).toMatchObject({ totalCount: 8, numPages: 3 });
    expect(paged.objects).toHaveLength(3);
  });

  it("gives fromPrice, the cheapest placement-week, in the company's wallet currency", async () => {
    const inSgd = (await packages(clients.owner)).body.data!.allPackages.objects;
    // HP-HERO-SG: Women S$1,200, Men 85 % of it.
    expect(inSgd.find((pkg) => pkg.code === 'HP-HERO-SG')!.fromPrice).toBe('1020');
    const db = testApp.deps.db;
    await db.update(companies).set({ walletCurrency: 'MYR' }).where(eq(companies.id, acmeId));
    try {
      const inMyr = (await packages(clients.owner)).body.data!.allPackages.objects;
      // S$1,020 at RM 3.4 per S$.
      expect(inMyr.find((pkg) => pkg.code === 'HP-HERO-SG')!.fromPrice).toBe('3468');
    } finally {
      await db.update(companies).set({ walletCurrency: 'SGD' }).where(eq(companies.id, acmeId));
    }
  });

  it('answers bad filters as bad input, never a 500', async () => {
    for (const vars of [{ month: '2026-13' }, { type: 'abc' }, { tag: '-1' }, { size: 0 }, { size: 101 }]) {
      const result = await packages(clients.owner, vars);
      expect(result.status, JSON.stringify(vars)).toBe(200);
      expect(result.body.errors![0]!.extensions!.code, JSON.stringify(vars)).toBe('BAD_USER_INPUT');
    }
  });
});

describe('the offer reads', () => {
  it('lists ventures with segments, placements per venture and segment, pricings and discounts', async () => {
    const hero = await placement('Women', 'Homepage hero banner');
    const result = await clients.viewer.gql<{
      allVentures: { id: string; code: string; segments: { id: string; placements: { id: string }[] }[] }[];
      allPlacements: { id: string; segmentId: string; ventureId: string; previewImg: string }[];
      packageSegmentPricings: {
        packageId: string;
        ventureId: string;
        currency: string;
        tax: string;
        overseasTax: string;
      }[];
      packagesDiscounts: {
        name: string;
        discount: string;
        minAmount: string;
        beforeStart: number;
        stackableDiscounts: boolean;
      }[];
    }>(
      `query($v: ID, $s: ID) { allVentures { id code segments { id placements { id } } }
        allPlacements(ventureId: $v, segmentId: $s) { id segmentId ventureId previewImg }
        packageSegmentPricings { packageId ventureId currency tax overseasTax }
        packagesDiscounts { name discount minAmount beforeStart stackableDiscounts } }`,
      { v: sg.id, s: hero.segmentId },
    );
    const data = result.body.data!;
    expect(data.allVentures.map((venture) => venture.code)).toEqual([
      'ZSG',
      'ZID',
      'ZMY',
      'ZPH',
      'ZHK',
      'ZTW',
    ]);
    expect(data.allPlacements.map((row) => row.id)).toContain(String(hero.id));
    expect(data.allPlacements.every((row) => row.segmentId === String(hero.segmentId))).toBe(true);
    expect(data.allPlacements[0]!.previewImg).toMatch(/^data:image\/svg\+xml/);
    const idPricing = data.packageSegmentPricings.find((row) => row.currency === 'IDR')!;
    expect(idPricing).toMatchObject({ tax: '11', overseasTax: '0' });
    expect(data.packagesDiscounts).toEqual([
      { name: 'Early bird', discount: '5', minAmount: '0', beforeStart: 30, stackableDiscounts: true },
      { name: 'Volume 1,000', discount: '5', minAmount: '1000', beforeStart: 0, stackableDiscounts: true },
      { name: 'Big spender', discount: '12', minAmount: '5000', beforeStart: 0, stackableDiscounts: false },
    ]);
  });

  it('refuses ids that are not ids, and answers an unknown package as not found', async () => {
    const bad = await clients.owner.gql('{ allPlacements(ventureId: "abc") { id } }');
    expect(bad.status).toBe(200);
    expect(bad.body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    const unknown = await clients.owner.gql(
      '{ packageAvailability(packageId: "2000000000", fromDate: "2026-01-01", toDate: "2026-02-01") { id } }',
    );
    expect(unknown.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const badDay = await clients.owner.gql(
      '{ packageAvailability(packageId: "1", fromDate: "2026-02-31", toDate: "2026-03-01") { id } }',
    );
    expect(badDay.body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    const pricings = await clients.owner.gql('{ packageSegmentPricings(packageIds: ["x"]) { id } }');
    expect(pricings.status).toBe(200);
    expect(pricings.body.errors).toBeDefined();
  });
});
