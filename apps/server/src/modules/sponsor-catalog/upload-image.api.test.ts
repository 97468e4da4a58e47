import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerTypes, configurations, uploadedImages } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { gifBytes, jpegBytes, pngBytes } from '../storage/test-images';
import { signedIn } from './catalog-test-fixtures';

let testApp: TestApp;
let owner: TestClient;
let desktopHome: typeof bannerTypes.$inferSelect;
beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedIn(testApp, 'owner@demo.test');
  [desktopHome] = (await testApp.deps.db
    .select()
    .from(bannerTypes)
    .where(eq(bannerTypes.bannerType, 'DESKTOP_HOME'))) as [typeof bannerTypes.$inferSelect];
});
afterAll(() => testApp.close());

const boundary = '----portal-test-boundary';

function multipart(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type: string },
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

async function upload(
  client: TestClient | null,
  body: Buffer,
  options: { csrf?: boolean; headers?: Record<string, string> } = {},
) {
  // Signed out, a real token of a signed-out browser: the refusal must come from the missing session, not CSRF.
  const token = await (client ?? new TestClient(testApp.app)).csrf();
  const cookies = [
    `csrftoken=${token}`,
    client?.cookie('sessionid') ? `sessionid=${client.cookie('sessionid')}` : null,
  ].filter(Boolean);
  return testApp.app.inject({
    method: 'POST',
    url: '/v1/uploads/images',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: cookies.join('; '),
      ...(options.csrf === false ? {} : { 'x-csrftoken': token }),
      ...options.headers,
    },
    payload: body,
  });
}

const png = (width: number, height: number, padding = 0) => ({
  bytes: pngBytes(width, height, padding),
  name: 'banner.png',
  type: 'image/png',
});

describe('POST /v1/uploads/images', () => {
  it('stores an image of the banner type size and serves it back', async () => {
    const file = png(1200, 300);
    const response = await upload(owner, multipart({ bannerTypeId: String(desktopHome.id) }, file));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ url: string; width: number; height: number }>();
    expect(body).toMatchObject({ width: 1200, height: 300 });
    expect(body.url).toMatch(/^\/uploads\/c\d+\/banners\/[0-9a-f]{32}\.png$/);
    const served = await testApp.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(Buffer.from(file.bytes))).toBe(true);
    const [row] = await testApp.deps.db.select().from(uploadedImages).where(eq(uploadedImages.url, body.url));
    expect(row).toMatchObject({ contentType: 'image/png', width: 1200, height: 300, source: 'UPLOAD' });
  });

  it('accepts GIF and JPEG by their bytes, without a banner type', async () => {
    const gif = await upload(
      owner,
      multipart({}, { bytes: gifBytes(728, 90), name: 'a.bin', type: 'application/octet-stream' }),
    );
    expect(gif.json()).toMatchObject({ width: 728, height: 90 });
    expect(gif.json<{ url: string }>().url).toMatch(/\.gif$/);
    const jpeg = await upload(
      owner,
      multipart({}, { bytes: jpegBytes(970, 250), name: 'a.jpg', type: 'image/jpeg' }),
    );
    expect(jpeg.json<{ url: string }>().url).toMatch(/\.jpg$/);
  });

  it('refuses a file that is not PNG, GIF or JPEG, whatever its name says', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const response = await upload(owner, multipart({}, { bytes: svg, name: 'x.png', type: 'image/png' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'sponsorContent:error.imageType',
      code: 'BAD_USER_INPUT',
      field: 'file',
    });
  });

  it('refuses an image of the wrong size for the banner type', async () => {
    const response = await upload(owner, multipart({ bannerTypeId: String(desktopHome.id) }, png(1200, 301)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'sponsorContent:error.imageDimensions?width=1200&height=300&actualWidth=1200&actualHeight=301',
      code: 'BAD_USER_INPUT',
      field: 'file',
      values: { width: 1200, height: 300, actualWidth: 1200, actualHeight: 301 },
    });
  });

  it('refuses an unknown banner type and a missing file', async () => {
    const unknown = await upload(owner, multipart({ bannerTypeId: '999999' }, png(1200, 300)));
    expect(unknown.json()).toMatchObject({ error: 'sponsorRules:unknownBannerType', field: 'bannerTypeId' });
    const none = await upload(owner, multipart({ bannerTypeId: String(desktopHome.id) }));
    expect(none.statusCode).toBe(400);
    expect(none.json<{ field: string }>().field).toBe('file');
  });

  it('refuses a file over the configured size limit (1.2 MB by default)', async () => {
    const big = await upload(owner, multipart({}, png(1200, 300, 1.3 * 1024 * 1024)));
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({
      error: 'sponsorContent:error.imageTooLarge?max=1.2',
      field: 'file',
      values: { max: 1.2 },
    });
    await testApp.deps.db
      .update(configurations)
      .set({ value: '2' })
      .where(eq(configurations.key, 'sponsored_image_size_limit'));
    try {
      expect((await upload(owner, multipart({}, png(1200, 300, 1.3 * 1024 * 1024)))).statusCode).toBe(200);
    } finally {
      await testApp.deps.db
        .update(configurations)
        .set({ value: '1.2' })
        .where(eq(configurations.key, 'sponsored_image_size_limit'));
    }
  });

  it('needs a session, an editor role and the anti-forgery token', async () => {
    const anonymous = await upload(null, multipart({}, png(10, 10)));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      error: 'common:error.unauthorized',
      code: 'UNAUTHORIZED',
      field: null,
    });
    expect((await upload(owner, multipart({}, png(10, 10)), { csrf: false })).statusCode).toBe(403);
    const viewer = await signedIn(testApp, 'viewer@demo.test');
    expect((await upload(viewer, multipart({}, png(10, 10)))).json()).toEqual({
      error: 'common:permissionDenied',
      code: 'FORBIDDEN',
      field: null,
    });
    const staff = await signedIn(testApp, 'staff@demo.test');
    expect((await upload(staff, multipart({}, png(10, 10)))).statusCode).toBe(403);
  });

  it('answers 404 for a stored file that does not exist or a key outside the store', async () => {
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/uploads/c1/banners/none.png' })).statusCode,
    ).toBe(404);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404);
  });
});
