import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companies, credits, exportRequests, jobs, users, walletTransactions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { restCall } from '../documents/documents-test-helpers';
import { runJobsOnce } from '../jobs/job-runner';
import { spendFromWallet } from '../wallet/spend-from-wallet';
import { csvCell } from './csv';
import { EXPORT_CLEANUP_JOB, EXPORT_RETENTION_MS, expireExports } from './expire-exports';
import { ExportTooLargeError } from './export-reasons';
import { exportFailureReason, runExport } from './run-export';

let testApp: TestApp;
let acmeId: number;
let owner: TestClient;

const CREATE =
  'mutation($fileType: ExportFileType!, $dataType: String!, $params: JSON) { createExportRequest(fileType: $fileType, dataType: $dataType, params: $params) { ok errors { field messages } exportRequest { id status statusReason exportedFileUrl } } }';
const STATUS =
  'query($id: ID!) { exportRequest(id: $id) { id status statusReason exportedFileUrl fileName } }';

type Created = {
  createExportRequest: {
    ok: boolean;
    errors: { field: string; messages: string[] }[];
    exportRequest: { id: string; status: string; exportedFileUrl: string | null } | null;
  };
};
type Status = {
  exportRequest: {
    id: string;
    status: string;
    statusReason: string | null;
    exportedFileUrl: string | null;
    fileName: string | null;
  } | null;
};

async function signedIn(email: string) {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email)).ok).toBe(true);
  return client;
}

async function exportNow(client: TestClient, variables: Record<string, unknown>) {
  const created = await client.gql<Created>(CREATE, variables);
  expect(created.body.errors).toBeUndefined();
  expect(created.body.data!.createExportRequest.ok).toBe(true);
  const id = created.body.data!.createExportRequest.exportRequest!.id;
  await runJobsOnce(testApp.deps);
  const status = await client.gql<Status>(STATUS, { id });
  return status.body.data!.exportRequest!;
}

const parseCsv = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 10 });
  const [acme] = await testApp.deps.db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
  acmeId = acme!.id;
  owner = await signedIn('owner@demo.test');
});
afterAll(() => testApp.close());

describe('csv', () => {
  it('quotes and neutralises cells and writes amounts as decimals', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(null)).toBe('');
  });
});

describe('export lifecycle', () => {
  it('goes PENDING → COMPLETED and serves the credits CSV to its owner', async () => {
    const created = await owner.gql<Created>(CREATE, { fileType: 'CSV', dataType: 'credits', params: {} });
    const request = created.body.data!.createExportRequest.exportRequest!;
    expect(request).toMatchObject({ status: 'PENDING', exportedFileUrl: null });
    const pending = await owner.gql<Status>(STATUS, { id: request.id });
    expect(pending.body.data!.exportRequest!.status).toBe('PENDING');
    await runJobsOnce(testApp.deps);
    const done = (await owner.gql<Status>(STATUS, { id: request.id })).body.data!.exportRequest!;
    expect(done.status).toBe('COMPLETED');
    expect(done.exportedFileUrl).toBe(`/v1/exports/${request.id}/download`);
    expect(done.fileName).toMatch(/^credits-\d{4}-\d{2}-\d{2}\.csv$/);
    const response = await restCall(testApp.app, owner, 'GET', done.exportedFileUrl!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${done.fileName}"`);
    const lines = parseCsv(response.body);
    expect(lines[0]).toBe(
      'id,dateCreated,kind,status,paymentMethod,isFree,currency,amount,amountOriginal,remainAmount,startDate,expiryDate,promotionCode,description',
    );
    const lots = await testApp.deps.db.select().from(credits).where(eq(credits.companyId, acmeId));
    expect(lines.length - 1).toBe(lots.length);
    const card = lots.find((lot) => lot.description === 'Top-up by card')!;
    const row = lines.find((line) => line.startsWith(`${card.id},`))!;
    expect(row).toContain(',TOPUP,');
    expect(row).toContain(',SGD,3000.00,3000.00,');
  });

  it('applies the list’s filters', async () => {
    const done = await exportNow(owner, {
      fileType: 'CSV',
      dataType: 'credits',
      params: { kind: 'PROMOTION' },
    });
    const lines = parseCsv((await restCall(testApp.app, owner, 'GET', done.exportedFileUrl!)).body);
    const promotions = (
      await testApp.deps.db.select().from(credits).where(eq(credits.companyId, acmeId))
    ).filter((lot) => lot.kind === 'PROMOTION');
    expect(lines.length - 1).toBe(promotions.length);
    expect(lines.slice(1).every((line) => line.includes(',PROMOTION,'))).toBe(true);
  });

  it('accepts params written inline in the query', async () => {
    const created = await owner.gql<Created>(
      'mutation { createExportRequest(fileType: CSV, dataType: "credits", params: { kind: "TOPUP" }) { ok errors { field messages } exportRequest { id status statusReason exportedFileUrl } } }',
    );
    expect(created.body.data!.createExportRequest.ok).toBe(true);
    await runJobsOnce(testApp.deps);
    const id = created.body.data!.createExportRequest.exportRequest!.id;
    const done = (await owner.gql<Status>(STATUS, { id })).body.data!.exportRequest!;
    const lines = parseCsv((await restCall(testApp.app, owner, 'GET', done.exportedFileUrl!)).body);
    expect(lines.slice(1).every((line) => line.includes(',TOPUP,'))).toBe(true);
  });

  it('exports every wallet transaction (more than one page) with params as a JSON string', async () => {
    // The demo wallet holds credits only (its spend is the demo history's, not run in API tests): a few spends.
    for (let index = 0; index < 6; index++)
      await spendFromWallet({
        db: testApp.deps.db,
        input: {
          companyId: acmeId,
          amount: 5_000_000n,
          idempotencyKey: `test:export-spend:${index}`,
          chargeDate: new Date(Date.now() - (index + 1) * 86_400_000),
        },
      });
    const done = await exportNow(owner, {
      fileType: 'CSV',
      dataType: 'wallet_transactions',
      params: JSON.stringify({ fromDate: '2000-01-01' }),
    });
    expect(done.status).toBe('COMPLETED');
    const lines = parseCsv((await restCall(testApp.app, owner, 'GET', done.exportedFileUrl!)).body);
    const rows = await testApp.deps.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.companyId, acmeId));
    expect(rows.length).toBeGreaterThan(10);
    expect(lines.length - 1).toBe(rows.length);
    expect(lines[0]!.split(',')).toContain('balanceAfter');
  });

  it('puts several CSVs in a ZIP', async () => {
    const done = await exportNow(owner, {
      fileType: 'ZIP',
      dataType: 'credits,wallet_transactions',
      params: {},
    });
    expect(done.status).toBe('COMPLETED');
    expect(done.fileName).toMatch(/^export-.*\.zip$/);
    const response = await restCall(testApp.app, owner, 'GET', done.exportedFileUrl!);
    expect(response.headers['content-type']).toBe('application/zip');
    const body = response.rawPayload;
    expect(body.subarray(0, 2).toString()).toBe('PK');
    expect(body.toString('latin1')).toMatch(/credits-\d{4}-\d{2}-\d{2}\.csv/);
    expect(body.toString('latin1')).toMatch(/wallet-transactions-\d{4}-\d{2}-\d{2}\.csv/);
  });

  it('refuses a bad filter with a field error before any request or job exists', async () => {
    const before = (await testApp.deps.db.select().from(exportRequests)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { dataType: 'credits', params: { fromDate: 'garbage' } },
        'params.fromDate',
        'common:error.invalidDate',
      ],
      [
        { dataType: 'credits', params: { toDate: '0000-01-01' } },
        'params.toDate',
        'common:error.invalidDate',
      ],
      [{ dataType: 'credits', params: { kind: 'NOPE' } }, 'params.kind', 'common:error.invalidValue'],
      [
        { dataType: 'wallet_transactions', params: { catalogId: 1099511627776 } },
        'params.catalogId',
        'common:error.invalidId',
      ],
      [
        { dataType: 'wallet_transactions', params: { brandId: '1e3' } },
        'params.brandId',
        'common:error.invalidId',
      ],
      [
        { dataType: 'SPONSOR_CAMPAIGNS', params: { startDate: '+275760-09-13T00:00:00Z' } },
        'params.startDate',
        'common:error.invalidDate',
      ],
      [
        { dataType: 'SPONSOR_CAMPAIGNS', params: { ventureId: '99999999999' } },
        'params.ventureId',
        'common:error.invalidId',
      ],
    ];
    for (const [variables, field, message] of cases) {
      const result = await owner.gql<Created>(CREATE, { fileType: 'CSV', ...variables });
      expect(result.body.data?.createExportRequest, JSON.stringify(variables)).toMatchObject({
        ok: false,
        errors: [{ field, messages: [message] }],
        exportRequest: null,
      });
    }
    // The issue's own request, as an inline literal: refused the same way, no SQL text anywhere.
    const literal = await owner.gql<Created>(
      'mutation { createExportRequest(fileType: CSV, dataType: "wallet_transactions", params: {catalogId: 1099511627776}) { ok errors { field messages } exportRequest { id } } }',
    );
    expect(literal.body.data!.createExportRequest.errors).toEqual([
      { field: 'params.catalogId', messages: ['common:error.invalidId'] },
    ]);
    expect((await testApp.deps.db.select().from(exportRequests)).length).toBe(before);
  });

  it('stores a message key as the reason when the job fails, and logs the real error with the ids', async () => {
    // A request stored before its filters were checked (or one whose writer breaks) fails in the job.
    const [user] = await testApp.deps.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
    const [request] = await testApp.deps.db
      .insert(exportRequests)
      .values({
        companyId: acmeId,
        userId: user!.id,
        fileType: 'CSV',
        dataType: 'wallet_transactions',
        params: { catalogId: 1099511627776 },
        createdAt: new Date(),
      })
      .returning();
    const warn = vi.spyOn(testApp.deps.logger, 'warn');
    await runExport({ exportRequestId: request!.id }, testApp.deps);
    const failed = (await owner.gql<Status>(STATUS, { id: String(request!.id) })).body.data!.exportRequest!;
    expect(failed).toMatchObject({
      status: 'FAILED',
      statusReason: 'exports:reason.failed',
      exportedFileUrl: null,
    });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ exportRequestId: request!.id, err: expect.any(Error) }),
      'export failed',
    );
    warn.mockRestore();
    const response = await restCall(testApp.app, owner, 'GET', `/v1/exports/${request!.id}/download`);
    expect(response.statusCode).toBe(404);
  });

  it('dates the file name in the asker’s day, not UTC’s (decision 0171)', async () => {
    const [user] = await testApp.deps.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
    const request = async (params: Record<string, unknown>) =>
      (
        await testApp.deps.db
          .insert(exportRequests)
          .values({ companyId: acmeId, userId: user!.id, fileType: 'CSV', dataType: 'credits', params })
          .returning()
      )[0]!;
    // 20:00 UTC on 10 March is already 11 March in Singapore (the company's zone) and in Kiritimati.
    const evening = { ...testApp.deps, now: () => new Date('2026-03-10T20:00:00Z') };
    const fileNameOf = async (id: number) =>
      (await owner.gql<Status>(STATUS, { id: String(id) })).body.data!.exportRequest!.fileName;
    const asker = await request({ timeZone: 'Pacific/Kiritimati' });
    await runExport({ exportRequestId: asker.id }, evening);
    expect(await fileNameOf(asker.id)).toBe('credits-2026-03-11.csv');
    // Without a profile zone, the company's (Asia/Singapore); a zone west of UTC keeps 10 March.
    const company = await request({});
    await runExport({ exportRequestId: company.id }, evening);
    expect(await fileNameOf(company.id)).toBe('credits-2026-03-11.csv');
    const west = await request({ timeZone: 'America/Sao_Paulo' });
    await runExport({ exportRequestId: west.id }, evening);
    expect(await fileNameOf(west.id)).toBe('credits-2026-03-10.csv');
  });

  it('tells the user to narrow the filters when an export has too many rows', () => {
    expect(exportFailureReason(new ExportTooLargeError(1))).toBe('exports:reason.tooManyRows');
    expect(exportFailureReason(new Error('Failed query: select count(*) from "wallet_transactions"'))).toBe(
      'exports:reason.failed',
    );
  });

  it('refuses unknown data types and bad params', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fileType: 'CSV', dataType: 'campaigns' }, 'dataType', 'exports:error.unknownDataType'],
      [{ fileType: 'CSV', dataType: '' }, 'dataType', 'exports:error.unknownDataType'],
      [
        { fileType: 'CSV', dataType: 'credits,wallet_transactions' },
        'dataType',
        'exports:error.unknownDataType',
      ],
      [{ fileType: 'ZIP', dataType: 'credits,credits' }, 'dataType', 'exports:error.unknownDataType'],
      [
        { fileType: 'CSV', dataType: 'credits', params: '{not json' },
        'params',
        'exports:error.invalidParams',
      ],
      [{ fileType: 'CSV', dataType: 'credits', params: [1, 2] }, 'params', 'exports:error.invalidParams'],
      [
        { fileType: 'CSV', dataType: 'credits', params: { q: 'x'.repeat(20_000) } },
        'params',
        'exports:error.invalidParams',
      ],
    ];
    for (const [variables, field, message] of cases) {
      const result = await owner.gql<Created>(CREATE, variables);
      expect(result.body.data?.createExportRequest, JSON.stringify(variables).slice(0, 80)).toMatchObject({
        ok: false,
        errors: [{ field, messages: [message] }],
        exportRequest: null,
      });
    }
    const badType = await owner.gql(CREATE, { fileType: 'PDF', dataType: 'credits' });
    expect(badType.body.errors?.length).toBeGreaterThan(0);
  });
});

describe('export retention', () => {
  it('deletes the file 24 hours after it was made and marks the request EXPIRED', async () => {
    const done = await exportNow(owner, { fileType: 'CSV', dataType: 'credits', params: {} });
    expect(done.status).toBe('COMPLETED');
    const [row] = await testApp.deps.db
      .select()
      .from(exportRequests)
      .where(eq(exportRequests.id, Number(done.id)));
    expect(existsSync(row!.filePath!)).toBe(true);
    const [cleanup] = await testApp.deps.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${EXPORT_CLEANUP_JOB}:${done.id}`));
    expect(cleanup!.runAt.getTime()).toBe(row!.completedAt!.getTime() + EXPORT_RETENTION_MS);

    // Not yet: one minute before the retention ends nothing is deleted.
    const at = (ms: number) => ({
      db: testApp.deps.db,
      now: () => new Date(row!.completedAt!.getTime() + ms),
    });
    expect(await expireExports(at(EXPORT_RETENTION_MS - 60_000))).toBe(0);
    expect(existsSync(row!.filePath!)).toBe(true);

    expect(await expireExports(at(EXPORT_RETENTION_MS))).toBeGreaterThanOrEqual(1);
    expect(existsSync(row!.filePath!)).toBe(false);
    const expired = (await owner.gql<Status>(STATUS, { id: done.id })).body.data!.exportRequest!;
    expect(expired).toMatchObject({ status: 'EXPIRED', exportedFileUrl: null });
    expect(expired.statusReason).toBe('exports:reason.expired');
    expect((await restCall(testApp.app, owner, 'GET', `/v1/exports/${done.id}/download`)).statusCode).toBe(
      404,
    );
    // Running it again changes nothing.
    expect(await expireExports(at(EXPORT_RETENTION_MS * 2))).toBe(0);
  });
});

describe('export access', () => {
  it('lets only owners (and staff) export billing data', async () => {
    for (const email of ['admin@demo.test', 'member@demo.test', 'viewer@demo.test']) {
      const client = await signedIn(email);
      const result = await client.gql(CREATE, { fileType: 'CSV', dataType: 'credits' });
      expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
    }
    const anonymous = await new TestClient(testApp.app).gql(CREATE, { fileType: 'CSV', dataType: 'credits' });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    const staff = await signedIn('staff@demo.test');
    const created = await staff.gql<Created>(
      CREATE,
      { fileType: 'CSV', dataType: 'credits' },
      { 'x-company-id': String(acmeId) },
    );
    expect(created.body.data!.createExportRequest.ok).toBe(true);
  });

  it('shows a request and its file to no one but the user who asked, in that company', async () => {
    const done = await exportNow(owner, { fileType: 'CSV', dataType: 'credits', params: {} });
    for (const email of ['admin@demo.test', 'nobrand@demo.test', 'staff@demo.test']) {
      const other = await signedIn(email);
      const headers = email.startsWith('staff') ? { 'x-company-id': String(acmeId) } : undefined;
      const status = await other.gql<Status>(STATUS, { id: done.id }, headers);
      expect(status.body.data?.exportRequest ?? null).toBeNull();
      const response = await restCall(
        testApp.app,
        other,
        'GET',
        `/v1/exports/${done.id}/download`,
        undefined,
        headers,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'exports:error.exportNotFound', code: 'NOT_FOUND' });
    }
    const anonymous = await restCall(
      testApp.app,
      new TestClient(testApp.app),
      'GET',
      `/v1/exports/${done.id}/download`,
    );
    expect(anonymous.statusCode).toBe(401);
    for (const id of ['abc', '0', '99999999999']) {
      expect((await owner.gql<Status>(STATUS, { id })).body.data!.exportRequest).toBeNull();
      expect((await restCall(testApp.app, owner, 'GET', `/v1/exports/${id}/download`)).statusCode).toBe(404);
    }
  });
});
