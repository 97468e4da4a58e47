import type { Db } from '../client';
import { companies, companyBrands, companySellers } from '../schema/index';
import type { SeededBrand } from './demo-brands';
import { type CompanySpec, type CountryCode, countries } from './demo-company-specs';
import type { SeededSeller } from './demo-sellers';
import { authorizedPerson, type SeededCompany } from './demo-users';
import type { Random } from './prng';

const DAY_MS = 86_400_000;
/** The companies' registration dates count back from this instant, so every run writes the same rows. */
const COMPANIES_REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');
const postalDigits: Record<CountryCode, number> = { SG: 6, ID: 5, MY: 5, PH: 4, HK: 0, TW: 5 };

function digits(random: Random, count: number): string {
  return Array.from({ length: count }, () => String(random.int(0, 9))).join('');
}

/** Registration numbers shaped like each country's business register (UEN, SSM, NIB, SEC, BR, UBN). */
function registrationNo(random: Random, country: CountryCode): string {
  const year = random.int(2008, 2023);
  switch (country) {
    case 'SG':
      return `${year}${digits(random, 5)}${String.fromCharCode(65 + random.int(0, 25))}`;
    case 'MY':
      return `${year}01${digits(random, 6)}`;
    case 'ID':
      return digits(random, 13);
    case 'PH':
      return `CS${year}${digits(random, 5)}`;
    default:
      return digits(random, 8);
  }
}

/** Companies with every column filled, then their brands and seller stores. */
export async function seedCompanies(
  db: Db,
  specs: readonly CompanySpec[],
  lookups: { brands: readonly SeededBrand[]; sellers: readonly SeededSeller[] },
  random: Random,
): Promise<SeededCompany[]> {
  const seeded: SeededCompany[] = [];
  for (const [index, spec] of specs.entries()) {
    const country = countries[spec.country];
    const person = authorizedPerson(spec);
    const companyBrandRows = spec.brandNames.map((name) =>
      lookups.brands.find((brand) => brand.name === name),
    );
    const roots = [...new Set(companyBrandRows.flatMap((brand) => brand?.roots ?? []))];
    const createdAt = new Date(
      COMPANIES_REFERENCE_DATE.getTime() - (420 - index * 9) * DAY_MS + 3 * 3_600_000,
    );
    const [row] = await db
      .insert(companies)
      .values({
        name: spec.name,
        address: `${random.int(1, 250)} ${random.pick(country.streets)}`,
        address2: `Level ${random.int(2, 30)}, Unit ${random.int(1, 20)}`,
        postalCode: spec.country === 'HK' ? '999077' : digits(random, postalDigits[spec.country]),
        countryCode: spec.country,
        phoneNumber: `${country.dialCode}${random.int(2, 9)}${digits(random, 7)}`,
        timezone: country.timezone,
        registrationNo: registrationNo(random, spec.country),
        authorizedName: person ? `${person.firstName} ${person.lastName}` : spec.name,
        size: spec.size,
        reportCurrency: spec.reportCurrency,
        walletCurrency: spec.walletCurrency,
        trackingDepartments: roots.map((root) => root.toLowerCase()),
        isCluster: spec.clusterName !== null,
        clusterName: spec.clusterName,
        isApprovedByStaff: spec.isApprovedByStaff,
        canBeToppedUp: spec.canBeToppedUp,
        canBeUpdated: spec.canBeUpdated,
        createdAt,
      })
      .returning({ id: companies.id });
    const companyId = row!.id;
    seeded.push({ id: companyId, spec, createdAt });

    const brandIds = companyBrandRows.map((brand) => {
      if (!brand) throw new Error(`${spec.name}: unknown demo brand`);
      return brand.id;
    });
    if (brandIds.length > 0)
      await db.insert(companyBrands).values(brandIds.map((brandId) => ({ companyId, brandId })));

    const catalogIds = new Set(companyBrandRows.flatMap((brand) => brand?.catalogIds ?? []));
    const sellerIds = spec.sellerIds.map((originalSellerId) => {
      const seller = lookups.sellers.find((candidate) => candidate.originalSellerId === originalSellerId);
      // A company only represents stores in catalogs where one of its brands sells.
      if (!seller || !catalogIds.has(seller.catalogId))
        throw new Error(`${spec.name}: seller ${originalSellerId} does not fit`);
      return seller.id;
    });
    if (sellerIds.length > 0)
      await db.insert(companySellers).values(sellerIds.map((sellerId) => ({ companyId, sellerId })));
  }
  return seeded;
}
