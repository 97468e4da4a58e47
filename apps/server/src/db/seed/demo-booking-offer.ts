import { reservationRange, ventureCode } from '@portal/domain/booking-dates';
import { addDays, zonedDay } from '@portal/domain/zoned-day';
import { asc, eq } from 'drizzle-orm';
import { demoPackages, hero, placementsOf } from '../../modules/booking-catalog/demo-offer-specs';
import { placementPreview } from '../../modules/booking-catalog/placement-preview';
import type { Db } from '../client';
import {
  bookingDiscounts,
  bookingPackagePlacements,
  bookingPackages,
  bookingPackageTagLinks,
  bookingPackageTags,
  bookingPackageTypeLinks,
  bookingPackageTypes,
  bookingPlacements,
  bookingSegmentPricings,
  bookingSegments,
  bookings,
  catalogs,
  users,
} from '../schema/index';

/*
 * The demo offer of standard booking packages (decision 0240): per venture 3–4 storefront segments with 2–4
 * placements each, package types and tags, eight packages whose windows run from today to about nine months
 * ahead (computed from `now`, so the demo stays bookable), their prices per segment, the discounts, and two
 * staff reservations on Singapore's women's homepage hero so the calendar shows something.
 *
 * Tax: each venture's local rate (SG 9 % GST, ID 11 % VAT, MY 8 % SST, PH 12 % VAT, HK none, TW 5 % VAT).
 * Overseas tax is 0 everywhere: advertising sold to a company abroad is an exported service, zero-rated in
 * each of these countries, and the buyer accounts for its own tax at home.
 */

const MICROS = 1_000_000n;

const taxRates: Record<string, string> = { SG: '9', ID: '11', MY: '8', PH: '12', HK: '0', TW: '5' };
/** Units of the venture's currency per S$1 as a fraction, and the step its prices are rounded to. */
const localPrice: Record<string, { num: bigint; den: bigint; step: bigint }> = {
  SG: { num: 1n, den: 1n, step: 10n },
  ID: { num: 11_800n, den: 1n, step: 50_000n },
  MY: { num: 34n, den: 10n, step: 10n },
  PH: { num: 42n, den: 1n, step: 500n },
  HK: { num: 58n, den: 10n, step: 50n },
  TW: { num: 235n, den: 10n, step: 500n },
};

const segmentNames: Record<string, string[]> = {
  SG: ['Women', 'Men', 'Kids', 'Home & Living'],
  ID: ['Women', 'Men', 'Beauty', 'Kids'],
  MY: ['Women', 'Men', 'Kids', 'Home & Living'],
  PH: ['Women', 'Men', 'Kids'],
  HK: ['Women', 'Men', 'Beauty'],
  TW: ['Women', 'Men', 'Beauty'],
};

const headline = {
  name: 'Headline',
  guide: 'The banner’s main line.',
  rule: 'required;max:40',
  type: 'TEXT',
};
const subline = {
  name: 'Subline',
  guide: 'A second line: the offer, the dates.',
  rule: 'max:80',
  type: 'TEXT',
};
const banner = {
  name: 'Banner image',
  guide: 'JPEG or PNG, no text near the edges.',
  rule: 'required',
  type: 'IMAGE',
};
const landing = {
  name: 'Landing URL',
  guide: 'A page of this venture’s store.',
  rule: 'required',
  type: 'LANDING_URL',
};
const fieldsOf = (category: string) =>
  (category === 'PUSH' ? [headline, subline, landing] : [headline, subline, banner, landing]).map(
    (field, index) => ({ order: index + 1, ...field }),
  );

const tags = [
  { name: 'New', color: '#228be6' },
  { name: 'Best seller', color: '#f08c00' },
  { name: 'Mega sale', color: '#e64980' },
  { name: 'Limited', color: '#7048e8' },
];
const types = ['Homepage', 'Category', 'Newsletter', 'Bundle'];

/** Women sells the most: the other segments' weeks cost a share of its price (percent). */
const segmentFactor: Record<string, bigint> = { Women: 100n, Men: 85n, Kids: 60n };

function priceMicros(weekSgd: bigint, segment: string, catalogCode: string): bigint {
  const local = localPrice[catalogCode] ?? { num: 1n, den: 1n, step: 1n };
  const units = (weekSgd * (segmentFactor[segment] ?? 70n) * local.num) / (100n * local.den);
  const rounded = ((units + local.step / 2n) / local.step) * local.step;
  return (rounded > 0n ? rounded : local.step) * MICROS;
}

const discounts = [
  {
    name: 'Early bird',
    note: 'Book at least 30 days before the campaign starts.',
    minAmountMicros: 0n,
    discountPercent: '5',
    beforeStartDays: 30,
    stackable: true,
  },
  {
    name: 'Volume 1,000',
    note: 'Campaigns of S$1,000 or more before tax.',
    minAmountMicros: 1000n * MICROS,
    discountPercent: '5',
    beforeStartDays: 0,
    stackable: true,
  },
  {
    name: 'Big spender',
    note: 'Campaigns of S$5,000 or more; cannot be combined with other discounts.',
    minAmountMicros: 5000n * MICROS,
    discountPercent: '12',
    beforeStartDays: 0,
    stackable: false,
  },
];

/** Loads the demo offer once: nothing happens when a package exists. */
export async function seedDemoBookingOffer(db: Db, options: { now: Date }): Promise<void> {
  if ((await db.select({ id: bookingPackages.id }).from(bookingPackages).limit(1)).length > 0) return;
  const ventures = await db.select().from(catalogs).orderBy(asc(catalogs.id));
  if (ventures.length === 0) return;
  await db.transaction(async (tx) => {
    const placementIds = new Map<string, number>();
    const segmentIds = new Map<string, number>();
    for (const venture of ventures) {
      for (const segmentName of segmentNames[venture.code] ?? ['Women', 'Men']) {
        const [segment] = await tx
          .insert(bookingSegments)
          .values({
            catalogId: venture.id,
            name: segmentName,
            description: `${segmentName} in ${venture.name}`,
          })
          .returning();
        segmentIds.set(`${venture.code}/${segmentName}`, segment!.id);
        const rows = await tx
          .insert(bookingPlacements)
          .values(
            placementsOf(segmentName).map((spec) => ({
              segmentId: segment!.id,
              name: spec.name,
              category: spec.category,
              previewImg: placementPreview(spec.slot),
              description: spec.description,
              fields: fieldsOf(spec.category),
            })),
          )
          .returning();
        for (const row of rows) placementIds.set(`${venture.code}/${segmentName}/${row.name}`, row.id);
      }
    }
    const tagRows = await tx.insert(bookingPackageTags).values(tags).returning();
    const typeRows = await tx
      .insert(bookingPackageTypes)
      .values(types.map((name) => ({ name })))
      .returning();
    const today = zonedDay(options.now, 'Asia/Singapore');
    for (const spec of demoPackages) {
      const picked = spec.picks
        .map(([v, s, p]) => ({ v, s, id: placementIds.get(`${v}/${s}/${p}`) }))
        .filter((pick): pick is { v: string; s: string; id: number } => pick.id !== undefined);
      if (picked.length === 0) continue;
      const [pkg] = await tx
        .insert(bookingPackages)
        .values({
          code: spec.code,
          name: spec.name,
          description: spec.description,
          startDate: today,
          endDate: addDays(today, spec.days),
          maxBookingDays: spec.maxBookingDays,
          minPriceMicros: spec.minPriceSgd * MICROS,
          paidCreditOnly: spec.paidCreditOnly ?? false,
          customBudget: spec.customBudget ?? false,
        })
        .returning();
      const packageId = pkg!.id;
      await tx
        .insert(bookingPackagePlacements)
        .values(picked.map((pick) => ({ packageId, placementId: pick.id })));
      const tagIds = tagRows.filter((tag) => spec.tags.includes(tag.name)).map((tag) => tag.id);
      if (tagIds.length)
        await tx.insert(bookingPackageTagLinks).values(tagIds.map((tagId) => ({ packageId, tagId })));
      const typeIds = typeRows.filter((type) => spec.types.includes(type.name)).map((type) => type.id);
      if (typeIds.length)
        await tx.insert(bookingPackageTypeLinks).values(typeIds.map((typeId) => ({ packageId, typeId })));
      const segments = [...new Set(picked.map((pick) => `${pick.v}/${pick.s}`))];
      await tx.insert(bookingSegmentPricings).values(
        segments.map((key) => {
          const [code, segment] = key.split('/') as [string, string];
          const venture = ventures.find((row) => row.code === code)!;
          return {
            packageId,
            segmentId: segmentIds.get(key)!,
            priceMicros: priceMicros(spec.weekSgd, segment, code),
            currency: venture.currencyCode,
            taxRate: taxRates[code] ?? '0',
            overseasTaxRate: '0',
          };
        }),
      );
    }
    await tx.insert(bookingDiscounts).values(discounts);
    await seedReservations(tx, ventures, { placementIds, segmentIds }, options.now);
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Two staff reservations on Singapore's women's homepage hero: the second and fourth bookable weeks. */
async function seedReservations(
  tx: Tx,
  ventures: (typeof catalogs.$inferSelect)[],
  ids: { placementIds: Map<string, number>; segmentIds: Map<string, number> },
  now: Date,
): Promise<void> {
  const sg = ventures.find((venture) => venture.code === 'SG');
  const placementId = ids.placementIds.get(`SG/Women/${hero.name}`);
  const segmentId = ids.segmentIds.get('SG/Women');
  if (!sg || placementId === undefined || segmentId === undefined) return;
  const [staff] = await tx.select({ id: users.id }).from(users).where(eq(users.isStaff, true)).limit(1);
  const today = zonedDay(now, sg.timeZone);
  const reasons = [
    { weeksAhead: 1, reason: 'Held for the marketplace’s own payday campaign' },
    { weeksAhead: 3, reason: 'Brand partnership: held while the renewal is signed' },
  ];
  for (const { weeksAhead, reason } of reasons) {
    const range = reservationRange(addDays(addDays(today, 21), 7 * weeksAhead), today, ventureCode(sg.code));
    if ('error' in range) continue;
    await tx.insert(bookings).values({
      catalogId: sg.id,
      segmentId,
      placementId,
      startDate: range.startDate,
      endDate: range.endDate,
      reserveReason: reason,
      reservedBy: staff?.id ?? null,
    });
  }
}
