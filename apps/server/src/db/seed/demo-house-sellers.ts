import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** One product in this many of a company's brand stays with the store the marketplace drew (resellers). */
const RESOLD_ONE_IN = 4;

/**
 * A brand's products are mostly sold by its company's own stores, as on a real marketplace where a supplier
 * lists its brands through its seller accounts; the rest stay with the store `seedProducts` drew at random.
 * With validate_uploaded_product_seller on (its default) a company may advertise only its own stores'
 * products (docs/decisions/0267), so without this most demo products could not be sponsored by anyone.
 *
 * In company order (Acme Fashion first), for each company with stores: every product of its brands in a
 * catalog where it has a store, except one in RESOLD_ONE_IN (by id), and not already sold by some company's
 * store, moves to one of the company's stores of that catalog (by id). Deterministic: ids are the seed's.
 */
export async function assignHouseSellers(db: Db, companyIds: readonly number[]): Promise<void> {
  for (const companyId of companyIds) {
    await db.execute(sql`
      update products p
         set seller_id = house.seller_ids[1 + p.id % cardinality(house.seller_ids)]
        from (select s.catalog_id, array_agg(s.id order by s.id) as seller_ids
                from company_sellers cs join sellers s on s.id = cs.seller_id
               where cs.company_id = ${companyId}
               group by s.catalog_id) house
       where house.catalog_id = p.catalog_id
         and p.brand_id in (select brand_id from company_brands where company_id = ${companyId})
         and p.id % ${RESOLD_ONE_IN} <> 0
         and p.seller_id not in (select seller_id from company_sellers)`);
  }
}
