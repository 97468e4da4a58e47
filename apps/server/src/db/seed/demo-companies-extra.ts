import { demoBrandSpecs } from './demo-brands';
import { type CompanySpec, type CountryCode, countries, fixedCompanySpecs } from './demo-company-specs';
import { SELLERS_PER_CATALOG } from './demo-sellers';
import type { Random } from './prng';

export const extraCompanyNames = [
  'Meridian Apparel',
  'Coral Retail Group',
  'Sunbeam Outfitters',
  'Lantern Lifestyle',
  'Orchid Trading',
  'Evergreen Garments',
  'Pacific Threadworks',
  'Starling Goods',
  'Summit Sportswear',
  'Willow & Co',
  'Jade Harbour Fashion',
  'Crescent Retail',
  'Kopi Collective',
  'Banyan Brands',
  'Riverstone Retail',
  'Nimbus Fashion House',
  'Topaz Distribution',
  'Maple & Moss',
  'Seabreeze Clothing',
  'Golden Gate Apparel',
  'Indigo Loom Trading',
  'Cobalt Commerce',
  'Firefly Kids Co',
];
const firstNames = [
  'Aisha',
  'Ben',
  'Chloe',
  'Daniel',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Isabel',
  'Jun',
  'Kavya',
  'Liam',
];
const lastNames = [
  'Ng',
  'Santoso',
  'Rahman',
  'Cruz',
  'Chan',
  'Lin',
  'Tan',
  'Wijaya',
  'Lee',
  'Garcia',
  'Ong',
  'Ho',
];
const titles = [
  'Founder',
  'Managing Director',
  'Head of E-commerce',
  'Chief Executive Officer',
  'General Manager',
];
const sizes = ['1-50', '50-100', '100-250', '250'] as const;

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Acme Fashion, Bolt Apparel, Empty Co and further companies with brands, enough for two pages of
 * staff's company search. `catalogsOfBrand` says where a brand sells, by catalog code.
 */
export function buildCompanySpecs(
  random: Random,
  catalogsOfBrand: (name: string) => readonly string[],
): CompanySpec[] {
  const takenSellers = new Set(fixedCompanySpecs.flatMap((company) => company.sellerIds));
  const freeBrands = demoBrandSpecs.filter((brand) => !brand.catalogs).map((brand) => brand.name);
  const extras = extraCompanyNames.map((name, index): CompanySpec => {
    const country = random.pick(Object.keys(countries) as CountryCode[]);
    const brandNames = random.sample(freeBrands, random.int(1, 3));
    const catalogCodes = [...new Set(brandNames.flatMap(catalogsOfBrand))].sort();
    const sellerIds: string[] = [];
    for (let count = random.int(0, 2); count > 0; count--) {
      const sellerId = `${random.pick(catalogCodes)}-SEL-${String(random.int(1, SELLERS_PER_CATALOG)).padStart(4, '0')}`;
      if (!takenSellers.has(sellerId)) sellerIds.push(sellerId);
      takenSellers.add(sellerId);
    }
    const currency = countries[country].currency;
    return {
      name,
      slug: slugify(name),
      country,
      brandNames,
      sellerIds,
      walletCurrency: currency,
      reportCurrency: random.chance(0.5) ? currency : 'SGD',
      size: random.pick(sizes),
      isApprovedByStaff: index % 5 !== 4,
      canBeToppedUp: index !== 7,
      canBeUpdated: index !== 11,
      clusterName: index === 0 ? 'Meridian Group' : null,
      owner: {
        firstName: random.pick(firstNames),
        lastName: random.pick(lastNames),
        title: random.pick(titles),
      },
    };
  });
  return [...fixedCompanySpecs, ...extras, ...journeyCompanySpecs];
}

/**
 * The company of the profile and brands browser journeys' own personas, so those journeys never touch
 * the companies other tests count on. Last in the list: the other companies' generated rows stay the same.
 */
export const journeyCompanySpecs: readonly CompanySpec[] = [
  {
    name: 'Journey Studio',
    slug: 'journey-studio',
    country: 'SG',
    brandNames: ['Saffron Street'],
    sellerIds: [],
    walletCurrency: 'SGD',
    reportCurrency: 'SGD',
    size: '1-50',
    isApprovedByStaff: true,
    canBeToppedUp: true,
    canBeUpdated: true,
    clusterName: null,
    owner: null,
  },
];
