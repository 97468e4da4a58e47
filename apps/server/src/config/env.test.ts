import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('configuration', () => {
  it('defaults to the embedded database with demo data on 127.0.0.1:8080', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: './.data',
      demoData: true,
      isProduction: false,
    });
  });

  it('keeps demo data off by default with a real database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@localhost/db' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@localhost/db', DEMO_DATA: 'on' }).demoData).toBe(true);
  });

  it('names every bad variable in one clear message', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DEMO_DATA: 'maybe' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(message).toContain('DEMO_DATA');
  });

  it('writes 90 days of demo history by default, none in tests unless asked, none with 0', () => {
    expect(loadConfig({}).demoHistoryDays).toBe(90);
    expect(loadConfig({ NODE_ENV: 'test' }).demoHistoryDays).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', DEMO_HISTORY_DAYS: '3' }).demoHistoryDays).toBe(3);
    expect(loadConfig({ DEMO_HISTORY_DAYS: '0' }).demoHistoryDays).toBe(0);
    expect(() => loadConfig({ DEMO_HISTORY_DAYS: '-1' })).toThrow(/DEMO_HISTORY_DAYS/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8080);
  });

  it('reads the database pool size, leaving the default to the client when unset', () => {
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("reads Meta's Graph settings: the product catalog, the page and a timezone_id per catalog zone", () => {
    const base = { META_ACCESS_TOKEN: 'token', META_BUSINESS_ID: '123', META_APP_SECRET: 'secret' };
    expect(loadConfig({}).meta).toBeNull();
    expect(
      loadConfig({
        ...base,
        META_PRODUCT_CATALOG_ID: '456',
        META_PAGE_ID: '789',
        META_TIMEZONE_IDS: 'Asia/Singapore=37,Asia/Jakarta=45',
      }).meta,
    ).toMatchObject({
      businessId: '123',
      productCatalogId: '456',
      pageId: '789',
      timezoneIds: { 'Asia/Singapore': 37, 'Asia/Jakarta': 45 },
    });
    expect(() => loadConfig({ ...base, META_TIMEZONE_IDS: 'Singapore' })).toThrow(/META_TIMEZONE_IDS/);
    expect(() => loadConfig({ ...base, META_PAGE_ID: 'my page' })).toThrow(/META_PAGE_ID/);
  });
});
