import type { BrandRow } from '../../graphql/loaders';

type Entry = { brands: readonly BrandRow[]; storedAt: number };

/**
 * The brands of companies, as the brands loader last read them (decision 0177, "Brands"): every signed-in
 * page asks `me { company { brands } }`. Owned by the session cache, which decides when an entry may be
 * stored or used (its switch, generation and TTL) and forgets a company's entry on that company's
 * notification, everything on `*` (drizzle/0020_company_brands_cache_notify.sql).
 */
export class CompanyBrandsCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly clock: () => number,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(companyId: number): readonly BrandRow[] | undefined {
    const entry = this.entries.get(companyId);
    if (!entry) return undefined;
    if (this.clock() - entry.storedAt <= this.ttlMs) return entry.brands;
    this.entries.delete(companyId);
    return undefined;
  }

  set(companyId: number, brands: readonly BrandRow[]): void {
    this.entries.delete(companyId);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as number);
    this.entries.set(companyId, { brands, storedAt: this.clock() });
  }

  forget(companyId: number): void {
    this.entries.delete(companyId);
  }

  clear(): void {
    this.entries.clear();
  }
}
