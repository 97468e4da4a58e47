import { dayRangeInstants } from '@portal/domain/zoned-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { TestClient } from '../../testing/graphql-client';
import { restCall } from '../documents/documents-test-helpers';
import { runJobsOnce } from '../jobs/job-runner';
import { updateFeatureFlag } from '../platform/feature-flags';
import { signedIn } from '../sponsor-lists/sponsor-lists-test-helpers';
import { type DashboardWorld, dashboardWorld, factOn, writeFacts } from './dashboard-test-fixtures';

const CREATE =
  'mutation($params: JSON) { createExportRequest(fileType: CSV, dataType: "DASHBOARD_DAILY", params: $params) { ok errors { field messages } exportRequest { id } } }';
const STATUS = 'query($id: ID!) { exportRequest(id: $id) { status statusReason fileName exportedFileUrl } }';

type Created = {
  createExportRequest: {
    ok: boolean;
    errors: { field: string | null; messages: string[] }[];
    exportRequest: { id: string } | null;
  };
};
type Status = {
  exportRequest: { status: string; statusReason: string | null; fileName: string; exportedFileUrl: string };
};

let testApp: TestApp;
let world: DashboardWorld;
let viewer: TestClient;

const jakarta = dayRangeInstants({ start: '2026-11-10', end: '2026-11-11' }, 'Asia/Jakarta');
const range = { fromDate: jakarta.startDate!.toISOString(), toDate: jakarta.endDate!.toISOString() };
const singapore = dayRangeInstants({ start: '2026-11-10', end: '2026-11-11' }, 'Asia/Singapore');
const sgRange = { fromDate: singapore.startDate!.toISOString(), toDate: singapore.endDate!.toISOString() };

async function exportCsv(params: Record<string, unknown>) {
  const created = await viewer.gql<Created>(CREATE, { params });
  expect(created.body.data!.createExportRequest.ok).toBe(true);
  await runJobsOnce(testApp.deps);
  const id = created.body.data!.createExportRequest.exportRequest!.id;
  const request = (await viewer.gql<Status>(STATUS, { id })).body.data!.exportRequest;
  expect(request.status).toBe('COMPLETED');
  const body = (await restCall(testApp.app, viewer, 'GET', request.exportedFileUrl)).body;
  return {
    fileName: request.fileName,
    lines: body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n'),
  };
}

beforeAll(async () => {
  testApp = await createTestApp();
  world = await dashboardWorld(testApp);
  viewer = await signedIn(testApp, 'viewer@demo.test');
});
afterAll(() => testApp.close());

describe('DASHBOARD_DAILY export', () => {
  it("writes the chart's days in the venture's zone, named by venture, ad type and dates (any role)", async () => {
    const { fileName, lines } = await exportCsv({
      ...range,
      adType: 'PRODUCT',
      ventureId: String(world.idCatalog),
    });
    expect(fileName).toBe('Indonesia_PRODUCT_2026-11-10_2026-11-11.csv');
    expect(lines).toEqual([
      'date,currency,impressions,clicks,ctr,costs,cpc,cpm,itemsSold,sales,roas,haloItemsSold,haloSales',
      // r1 and r2 on the 10th (Jakarta); r9 (16:00Z on the 9th) is the 9th there, outside.
      '2026-11-10,SGD,150,15,10.00,7.50,0.50,50.00,3,30.00,400.00,1,4.00',
      '2026-11-11,SGD,10,1,10.00,0.50,0.50,50.00,1,7.00,1400.00,0,0.00',
    ]);
  });

  it('names a file of every venture "all" and writes banners with their view 7-day sales', async () => {
    const { fileName, lines } = await exportCsv({ ...sgRange, adType: 'BANNER' });
    // No venture: Acme's zone (Singapore) cuts the days.
    expect(fileName).toBe('all_BANNER_2026-11-10_2026-11-11.csv');
    // CTR and ROAS with two decimals as the screen shows them (555.5555… % is 555.56).
    expect(lines.slice(1)).toEqual([
      '2026-11-10,SGD,1000,3,0.30,9.00,3.00,9.00,0,50.00,555.56,1,5.00',
      '2026-11-11,SGD,500,1,0.20,4.00,4.00,8.00,0,0.00,0.00,0,0.00',
    ]);
  });

  it('writes money to the micro where a day holds less than a cent, so the columns add up to the screen', async () => {
    // Four banner impressions at SGD 0.00025 each on the 20th (Singapore): rounded to cents, 0.00 beside a CPM of 0.25.
    await writeFacts(testApp, [
      factOn('sub-cent', world.ads.b1, {
        hour: '2026-11-20T03:00:00Z',
        platform: 'APP',
        bannerType: 'DESKTOP_SEARCH',
        impressions: 4,
        costs: 1_000n,
        view7Sales: 865_383_211n,
      }),
    ]);
    const day = dayRangeInstants({ start: '2026-11-20', end: '2026-11-20' }, 'Asia/Singapore');
    const { lines } = await exportCsv({
      fromDate: day.startDate!.toISOString(),
      toDate: day.endDate!.toISOString(),
      adType: 'BANNER',
    });
    // costs 0.001, CPM 0.25; sales 865.383211 (the screen shows 865.38); whole cents keep two decimals.
    expect(lines.slice(1)).toEqual([
      '2026-11-20,SGD,4,0,0.00,0.001,0.00,0.25,0,865.383211,86538321.10,0,0.00',
    ]);
  });

  it('refuses a range ending before it starts, and the data type while its flag is off', async () => {
    const backwards = await viewer.gql<Created>(CREATE, {
      params: { fromDate: range.toDate, toDate: range.fromDate, adType: 'PRODUCT' },
    });
    expect(backwards.body.data!.createExportRequest).toMatchObject({
      ok: false,
      errors: [{ field: 'params.toDate', messages: ['common:error.invalidValue'] }],
    });
    await updateFeatureFlag({
      deps: testApp.deps,
      input: { name: 'export_daily_dashboard_data', isActive: false },
    });
    const off = await viewer.gql<Created>(CREATE, { params: { ...range, adType: 'PRODUCT' } });
    expect(off.body.data!.createExportRequest).toMatchObject({
      ok: false,
      errors: [{ field: 'dataType', messages: ['exports:error.unknownDataType'] }],
    });
  });
});
