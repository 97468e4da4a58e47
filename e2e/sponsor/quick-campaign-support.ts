import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** GraphQL through the signed-in page's cookies, with the CSRF header. */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const csrf = (await (await page.request.get('/csrf')).json()) as { csrfToken: string };
  const response = await page.request.post('/graphql', {
    headers: { 'X-CSRFToken': csrf.csrfToken, 'Content-Type': 'application/json' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A brand of the signed-in company that sells in at least one catalog, with that first catalog. */
export async function brandWithCatalog(page: Page) {
  const { me } = await gql<{ me: { company: { id: string; brands: { id: string }[] } } }>(
    page,
    'query { me { company { id brands { id } } } }',
  );
  for (const brand of me.company.brands) {
    const { brandCatalogs } = await gql<{ brandCatalogs: { id: string; baseUrl: string }[] }>(
      page,
      'query($brandId: ID) { brandCatalogs(brandId: $brandId) { id baseUrl } }',
      { brandId: brand.id },
    );
    const catalog = brandCatalogs[0];
    if (catalog) return { companyId: me.company.id, brandId: brand.id, catalog };
  }
  throw new Error('no brand with a catalog');
}

export async function campaignNamed(page: Page, name: string, adType: 'PRODUCT' | 'BANNER') {
  const { sponsorCampaigns } = await gql<{
    sponsorCampaigns: { objects: { id: string; name: string; isQuickCreate: boolean; adType: string }[] };
  }>(
    page,
    `query($name: String, $adType: SponsorAdType) {
      sponsorCampaigns(filters: { campaignName: $name }, adType: $adType) { objects { id name isQuickCreate adType } }
    }`,
    { name, adType },
  );
  return sponsorCampaigns.objects.find((campaign) => campaign.name === name) ?? null;
}

/** A solid-colour RGB PNG of the given size, encoded by hand (no image library needed). */
export function solidPng(
  width: number,
  height: number,
  rgb: [number, number, number] = [40, 120, 200],
): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
