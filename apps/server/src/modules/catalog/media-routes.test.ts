import { asc } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { brands, products } from '../../db/schema/index';
import { seedDemoMarketplace } from '../../db/seed/seed-demo-marketplace';
import { seedReferenceData } from '../../db/seed/seed-reference-data';
import { registerRestErrors } from '../../http/rest-error';
import { openTestDatabase } from '../../testing/test-database';
import { seedPlatformDefaults } from '../platform/seed-platform-defaults';
import { brandLogoSvg, registerMediaRoutes, silhouetteFor } from './media-routes';

describe('media routes', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedPlatformDefaults(database.db);
    await seedReferenceData(database.db);
    await seedDemoMarketplace(database.db, { productCount: 50 });
    app = Fastify();
    registerRestErrors(app);
    registerMediaRoutes(app, { db: database.db });
    await app.ready();
  }, 30_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('draws a brand logo from the brand row', async () => {
    const [brand] = await database.db.select().from(brands).orderBy(asc(brands.id)).limit(1);
    const response = await app.inject({ method: 'GET', url: `/media/brands/${brand!.id}.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toContain('<svg');
    expect(response.body).toContain(brand!.color);
  });

  it('answers 404 for an unknown brand or a bad file name', async () => {
    for (const url of [
      '/media/brands/999999.svg',
      '/media/brands/1.png',
      '/media/brands/abc.svg',
      '/media/products/..%2Fx.svg',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('draws the same product picture for the same SKU, known or not', async () => {
    const [product] = await database.db.select().from(products).orderBy(asc(products.id)).limit(1);
    const first = await app.inject({ method: 'GET', url: product!.imageUrl });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.body).toContain(product!.sku);
    expect((await app.inject({ method: 'GET', url: product!.imageUrl })).body).toBe(first.body);
    expect((await app.inject({ method: 'GET', url: '/media/products/XX-ABC-000001.svg' })).statusCode).toBe(
      200,
    );
  });

  it('escapes text and picks a silhouette from the category', () => {
    expect(brandLogoSvg('<Tom & "Jerry">', 'red')).not.toMatch(/<Tom|& "/);
    expect(brandLogoSvg('<Tom & "Jerry">', 'red')).toContain('#555555');
    expect(silhouetteFor('Running Shorts', 'X')).toBe('shorts');
    expect(silhouetteFor('Track Jackets', 'X')).toBe('jacket');
    expect(silhouetteFor('T-Shirts', 'X')).toBe('top');
    expect(silhouetteFor('Shoulder Bags', 'X')).toBe('bag');
    expect(silhouetteFor('Court Shoes', 'X')).toBe('shoe');
  });
});
