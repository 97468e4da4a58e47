import type { PreviewSlot } from './placement-preview';

/*
 * What the demo booking offer holds (db/seed/demo-booking-offer.ts): the placements of a segment and the eight
 * packages. Windows are days from the seed's today; prices S$ per placement-week before the segment's share.
 */

export const WINDOW_DAYS = 270;

export type PlacementSpec = { name: string; category: string; slot: PreviewSlot; description: string };
export const hero: PlacementSpec = {
  name: 'Homepage hero banner',
  category: 'BANNER',
  slot: 'hero',
  description: "The first banner of the segment's homepage, above the fold on web and app.",
};
export const categoryTop: PlacementSpec = {
  name: 'Category top banner',
  category: 'BANNER',
  slot: 'categoryTop',
  description: "A full-width banner above the product grid of the segment's category pages.",
};
export const newsletter: PlacementSpec = {
  name: 'Newsletter feature',
  category: 'NEWSLETTER',
  slot: 'newsletter',
  description: "The featured block of the segment's weekly newsletter, sent on the week's first day.",
};
export const appPush: PlacementSpec = {
  name: 'App push',
  category: 'PUSH',
  slot: 'push',
  description: "One push notification to the app users following the segment, sent in the week's first days.",
};
export const carousel: PlacementSpec = {
  name: 'Category carousel tile',
  category: 'CAROUSEL',
  slot: 'carousel',
  description: 'The first tile of the brand carousel on the segment’s category pages.',
};
export const placementsOf = (segment: string): PlacementSpec[] =>
  segment === 'Women'
    ? [hero, categoryTop, newsletter, appPush]
    : segment === 'Men'
      ? [hero, categoryTop, newsletter]
      : segment === 'Kids'
        ? [categoryTop, carousel]
        : [categoryTop, newsletter];

/** Which placements a package takes: venture code, segment, placement name. */
type PlacementPick = [string, string, string];
export type PackageSpec = {
  code: string;
  name: string;
  description: string;
  days: number;
  maxBookingDays: number;
  minPriceSgd: bigint;
  /** The price of a placement-week in S$, before the segment's factor and the venture's currency. */
  weekSgd: bigint;
  paidCreditOnly?: boolean;
  customBudget?: boolean;
  tags: string[];
  types: string[];
  picks: PlacementPick[];
};

export const demoPackages: PackageSpec[] = [
  {
    code: 'HP-HERO-SG',
    name: 'Singapore homepage hero',
    description:
      'The hero banner of the Women and Men homepages for a week: the most seen slot of the store.',
    days: WINDOW_DAYS,
    maxBookingDays: 7,
    minPriceSgd: 800n,
    weekSgd: 1200n,
    tags: ['Best seller'],
    types: ['Homepage'],
    picks: [
      ['SG', 'Women', hero.name],
      ['SG', 'Men', hero.name],
    ],
  },
  {
    code: 'MEGA-1212',
    name: '12.12 Mega sale takeover',
    description:
      'Year-end mega sale: hero and category banners of Women in Singapore, Malaysia and the Philippines.',
    days: 70,
    maxBookingDays: 7,
    minPriceSgd: 3000n,
    weekSgd: 1500n,
    paidCreditOnly: true,
    tags: ['Mega sale', 'Limited'],
    types: ['Homepage', 'Category', 'Bundle'],
    picks: ['SG', 'MY', 'PH'].flatMap((v): PlacementPick[] => [
      [v, 'Women', hero.name],
      [v, 'Women', categoryTop.name],
    ]),
  },
  {
    code: 'CAT-TOP-ID',
    name: 'Indonesia category top banners',
    description:
      'The banner above the product grid of the Women, Men and Beauty categories. Weeks start on Wednesday.',
    days: WINDOW_DAYS,
    maxBookingDays: 7,
    minPriceSgd: 300n,
    weekSgd: 500n,
    tags: ['New'],
    types: ['Category'],
    picks: ['Women', 'Men', 'Beauty'].map((s): PlacementPick => ['ID', s, categoryTop.name]),
  },
  {
    code: 'REGIONAL-BUNDLE',
    name: 'Regional Women bundle',
    description: 'Homepage hero and newsletter feature of Women in Singapore, Malaysia and the Philippines.',
    days: WINDOW_DAYS,
    maxBookingDays: 7,
    minPriceSgd: 2000n,
    weekSgd: 900n,
    tags: ['Best seller'],
    types: ['Bundle', 'Homepage', 'Newsletter'],
    picks: ['SG', 'MY', 'PH'].flatMap((v): PlacementPick[] => [
      [v, 'Women', hero.name],
      [v, 'Women', newsletter.name],
    ]),
  },
  {
    code: 'NEWSLETTER-SG',
    name: 'Singapore newsletter features',
    description: 'The featured block of the Women, Men and Home & Living newsletters.',
    days: WINDOW_DAYS,
    maxBookingDays: 7,
    minPriceSgd: 250n,
    weekSgd: 450n,
    tags: [],
    types: ['Newsletter'],
    picks: ['Women', 'Men', 'Home & Living'].map((s): PlacementPick => ['SG', s, newsletter.name]),
  },
  {
    code: 'CAT-TOP-MY',
    name: 'Malaysia category top banners',
    description: 'Category banners of Women, Men and Kids, and the Kids carousel tile.',
    days: WINDOW_DAYS,
    maxBookingDays: 7,
    minPriceSgd: 300n,
    weekSgd: 400n,
    tags: ['New'],
    types: ['Category'],
    picks: [
      ['MY', 'Women', categoryTop.name],
      ['MY', 'Men', categoryTop.name],
      ['MY', 'Kids', categoryTop.name],
      ['MY', 'Kids', carousel.name],
    ],
  },
  {
    code: 'ALWAYS-ON-HK',
    name: 'Hong Kong always-on',
    description: 'Women homepage hero and category banner for one to four weeks: pick your budget.',
    days: WINDOW_DAYS,
    maxBookingDays: 28,
    minPriceSgd: 500n,
    weekSgd: 700n,
    customBudget: true,
    tags: ['New'],
    types: ['Homepage', 'Category'],
    picks: [
      ['HK', 'Women', hero.name],
      ['HK', 'Women', categoryTop.name],
    ],
  },
  {
    code: 'BEAUTY-TW',
    name: 'Taiwan beauty spotlight',
    description: 'The Beauty category banner and newsletter feature in Taiwan.',
    days: 180,
    maxBookingDays: 7,
    minPriceSgd: 200n,
    weekSgd: 350n,
    tags: ['Limited'],
    types: ['Category', 'Newsletter'],
    picks: [
      ['TW', 'Beauty', categoryTop.name],
      ['TW', 'Beauty', newsletter.name],
    ],
  },
];
