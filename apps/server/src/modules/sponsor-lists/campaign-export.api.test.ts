import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsorAdSets } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { TestClient } from '../../testing/graphql-client';
import { restCall } from '../documents/documents-test-helpers';
import { runJobsOnce } from '../jobs/job-runner';
import { signedIn } from './sponsor-lists-test-helpers';

const CREATE =
  'mutation($params: JSON) { createExportRequest(fileType: CSV, dataType: "SPONSOR_CAMPAIGNS", params: $params) { ok errors { field messages } exportRequest { id } } }';
const STATUS = 'query($id: ID!) { exportRequest(id: $id) { status statusReason exportedFileUrl } }';

let testApp: TestApp;

async function exportCsv(client: TestClient, params: Record<string, unknown>) {
  const created = await client.gql<{ createExportRequest: { ok: boolean; exportRequest: { id: string } } }>(
    CREATE,
    { params },
  );
  expect(created.body.errors).toBeUndefined();
  expect(created.body.data!.createExportRequest.ok).toBe(true);
  await runJobsOnce(testApp.deps);
  const status = await client.gql<{
    exportRequest: { status: string; statusReason: string | null; exportedFileUrl: string };
  }>(STATUS, {
    id: created.body.data!.createExportRequest.exportRequest.id,
  });
  const request = status.body.data!.exportRequest;
  if (request.status !== 'COMPLETED') return { request, lines: [] };
  const body = (await restCall(testApp.app, client, 'GET', request.exportedFileUrl)).body;
  return {
    request,
    lines: body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n'),
  };
}

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 50 });
});
afterAll(() => testApp.close());

describe('SPONSOR_CAMPAIGNS export', () => {
  it('writes the filtered campaign list with budgets and zero metrics, for any role', async () => {
    const viewer = await signedIn(testApp, 'viewer@demo.test');
    const { request, lines } = await exportCsv(viewer, {
      adType: 'PRODUCT',
      campaignName: 'northwind',
      sortBy: 'name',
      direction: 'asc',
    });
    expect(request.status).toBe('COMPLETED');
    expect(lines[0]).toBe(
      'id,name,status,adType,brand,catalog,budgetType,currency,budgetTotal,budgetDaily,startDate,endDate,skuCount,impressions,clicks,ctr,conv,costs,sales,roas,cpc,cpm,itemsSold,purchases',
    );
    expect(lines).toHaveLength(6);
    const everyday = lines.find((line) => line.includes('Northwind Everyday Essentials'))!.split(',');
    expect(everyday.slice(2, 10)).toEqual([
      'DELIVERING',
      'PRODUCT',
      'Northwind',
      'SG',
      'DAILY',
      'SGD',
      '',
      '50.00',
    ]);
    expect(everyday.slice(13)).toEqual([
      '0',
      '0',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0',
      '0',
    ]);
    const names = lines.slice(1).map((line) => line.split(',')[1]);
    expect(names).toEqual([...names].sort());
  });

  it("writes the schedule on the catalog's clock with its offset, the day the list shows (0273)", async () => {
    const owner = await signedIn(testApp, 'owner@demo.test');
    const { lines } = await exportCsv(owner, {
      adType: 'PRODUCT',
      campaignName: 'Northwind Everyday Essentials',
    });
    const cells = lines.find((line) => line.includes('Northwind Everyday Essentials'))!.split(',');
    const [catalog, start] = [cells[5], cells[10]!];
    expect(catalog).toBe('SG');
    // Singapore midnight, not the UTC instant (…T16:00:00.000Z the day before) a spreadsheet shows as that day.
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000\+08:00$/);
    const [stored] = await testApp.deps.db
      .select({ startDate: sponsorAdSets.startDate })
      .from(sponsorAdSets)
      .where(eq(sponsorAdSets.name, 'Northwind Everyday Essentials'));
    expect(new Date(start).getTime()).toBe(stored!.startDate!.getTime());
  });

  it('exports banner campaigns and refuses a bad filter before any request exists', async () => {
    const owner = await signedIn(testApp, 'owner@demo.test');
    const banners = await exportCsv(owner, { adType: 'BANNER' });
    expect(banners.lines.slice(1).every((line) => line.includes(',BANNER,'))).toBe(true);
    expect(banners.lines).toHaveLength(7);
    const bad = await owner.gql<{ createExportRequest: unknown }>(CREATE, {
      params: { status: 'NOPE', brand: '99999999999', endDate: '0000-01-01' },
    });
    expect(bad.body.data!.createExportRequest).toEqual({
      ok: false,
      errors: [
        { field: 'params.status', messages: ['common:error.invalidValue'] },
        { field: 'params.brand', messages: ['common:error.invalidId'] },
        { field: 'params.endDate', messages: ['common:error.invalidDate'] },
      ],
      exportRequest: null,
    });
  });
});
