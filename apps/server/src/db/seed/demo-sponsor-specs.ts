import type { AdSetStatus, BudgetType } from '@portal/domain/sponsor-campaign-form';

/**
 * Acme Fashion's demo campaigns (demo-sponsor-campaigns.ts writes them): product and banner campaigns in every
 * list status. Each must pass the wizard's rules as it is (demo-campaigns-valid.api.test.ts): a banner with a
 * search placement (DESKTOP_SEARCH, MOBILE_SEARCH, APP_SEARCH, TILE_MOBILE) names its categories and segments.
 */
export type DemoCampaignSpec = {
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
  /**
   * Banner categories, each a path from a top category down (['Men', 'Clothing']); where the brand has no
   * products that deep in the catalog, the deepest part of the path that has some (demo-banner-targets.ts).
   */
  categories?: string[][];
  /** Banner segments by name (the catalog's reference segments). */
  segments?: string[];
};

export const productSpecs: DemoCampaignSpec[] = [
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
    // Approved and started: whether it is delivering, or not delivering and why (a spent daily budget), is
    // the engine's to say from its demo history. Seeded NOT_DELIVERING it had no reason the engine owns, so
    // the engine never loaded it, the Philippines got no simulated traffic, and the list and the diagnostics
    // could only say "no reason was found" (QA walk 16).
    name: 'Northwind Philippines Basics',
    brand: 'Northwind',
    catalog: 'PH',
    status: 'DELIVERING',
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
    // Where Acme has a store (MY-SEL-0001): in Taiwan it has none, so no SKU it may advertise (decision 0267).
    name: 'Kite Athletics Malaysia Test',
    brand: 'Kite Athletics',
    catalog: 'MY',
    status: 'DRAFT',
    budget: ['ALWAYS_ON', null, null],
    start: 10,
  },
];

export const bannerSpecs: DemoCampaignSpec[] = [
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
    // A search placement: the wizard asks for a category and, where the catalog has segments, a segment.
    categories: [['Men', 'Clothing']],
    segments: ['Men 18-34'],
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
    categories: [['Sports']],
    segments: ['Sports Enthusiasts'],
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
