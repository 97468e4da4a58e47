import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { TestClient } from '../testing/graphql-client';

// A fake build: a hashed bundle and stylesheet big enough to compress, a tiny one, a font, the page.
const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
mkdirSync(path.join(webDist, 'assets'));
const bundle = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];\n`;
const styles = `.row{color:#222;padding:4px}\n`.repeat(200);
const font = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256));
writeFileSync(path.join(webDist, 'assets', 'index-AbC123xy.js'), bundle);
writeFileSync(path.join(webDist, 'assets', 'index-Zz9_8-yy.css'), styles);
writeFileSync(path.join(webDist, 'assets', 'tiny-Qq1.js'), 'export {};\n');
writeFileSync(path.join(webDist, 'assets', 'inter-F0nt.woff2'), font);
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><title>portal</title><script type="module" src="/assets/index-AbC123xy.js"></script>${'<!-- padding -->'.repeat(80)}`,
);
writeFileSync(path.join(webDist, 'version.txt'), 'build-123\n');

const browser = 'gzip, deflate, br, zstd';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { WEB_DIST_DIR: webDist, DEMO_DATA: '0' } });
});
afterAll(() => testApp.close());

const get = (url: string, acceptEncoding?: string) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('hashed bundles under /assets/', () => {
  it('are cached for a year as immutable, compressed or not', async () => {
    for (const encoding of [browser, undefined]) {
      const response = await get('/assets/index-AbC123xy.js', encoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('go out with brotli to a browser, the same bytes once decoded, and the right type', async () => {
    const response = await get('/assets/index-AbC123xy.js', browser);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(bundle.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(bundle);
    // Served again from memory: the same answer.
    const again = await get('/assets/index-AbC123xy.js', browser);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('go out with gzip to a client without brotli, and as is to one without either', async () => {
    const gzipped = await get('/assets/index-Zz9_8-yy.css', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(styles);
    const plain = await get('/assets/index-Zz9_8-yy.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(styles);
  });

  it('leave tiny files and already compressed fonts as they are', async () => {
    const tiny = await get('/assets/tiny-Qq1.js', browser);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};\n');
    const woff = await get('/assets/inter-F0nt.woff2', browser);
    expect(woff.headers['content-encoding']).toBeUndefined();
    expect(woff.headers['content-type']).toBe('font/woff2');
    expect(woff.rawPayload.equals(font)).toBe(true);
  });

  it('answer 404 for a missing file or an encoded path out of the folder', async () => {
    expect((await get('/assets/missing-123.js', browser)).statusCode).toBe(404);
    expect((await get('/assets/..%2Fversion.txt', browser)).statusCode).toBe(404);
  });
});

describe('pages and the version file', () => {
  it('serve index.html for a client route, compressed and revalidated on every use', async () => {
    const response = await get('/sponsor', browser);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('/assets/index-AbC123xy.js');
  });

  it('serve index.html at the site root, not a folder refusal (issue 12: GET / answered 403)', async () => {
    for (const encoding of [browser, undefined]) {
      const response = await get('/', encoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/')).body).toContain('/assets/index-AbC123xy.js');
    expect((await get('/?nextUrl=%2Fsponsor')).statusCode).toBe(200);
  });

  it('serve version.txt revalidated on every use', async () => {
    const response = await get('/version.txt', browser);
    expect(response.body).toBe('build-123');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('API answers', () => {
  const query = async (source: string, acceptEncoding: string) => {
    const client = new TestClient(testApp.app);
    const token = await client.csrf();
    return testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': acceptEncoding,
        'x-csrftoken': token,
        cookie: `csrftoken=${token}`,
      },
      payload: JSON.stringify({ query: source }),
    });
  };

  it('are compressed above the threshold', async () => {
    const big = `{ ${Array.from({ length: 15 }, (_, i) => `c${i}: currencies { code name }`).join(' ')} }`;
    const response = await query(big, browser);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString());
    expect(body.data.c14.length).toBeGreaterThan(0);
  });

  it('go as is below the threshold, where compressing costs more than it saves', async () => {
    const response = await query('{ me { id } }', browser);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().errors[0].message).toBe('common:error.unauthorized');
  });
});
