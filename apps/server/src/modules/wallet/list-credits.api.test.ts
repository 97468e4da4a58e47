import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { restCall } from '../documents/documents-test-helpers';
import { runJobsOnce } from '../jobs/job-runner';

let testApp: TestApp;
let reference: string;

const LIST = '{ listCredits(pageSize: 100) { objects { id status description } } }';
type Lot = { id: string; status: string; description: string };

/** The owner, signed in after their profile language was set to `language`. */
async function ownerIn(language: string) {
  await testApp.deps.db.update(users).set({ language }).where(eq(users.email, 'owner@demo.test'));
  const client = new TestClient(testApp.app);
  expect((await client.signIn('owner@demo.test')).ok).toBe(true);
  return client;
}

async function lots(client: TestClient) {
  const result = await client.gql<{ listCredits: { objects: Lot[] } }>(LIST);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.listCredits.objects;
}

beforeAll(async () => {
  testApp = await createTestApp();
  // A wire transfer asked for: its REQUESTED lot reads "Top-up (TOPUP-…)" until the money arrives.
  const owner = await ownerIn('en');
  const asked = await owner.gql<{ createTopUpRequest: { ok: boolean; topUp: { id: string } | null } }>(
    'mutation { createTopUpRequest(amount: "500", type: WIRE_TRANSFER) { ok topUp { id } } }',
  );
  expect(asked.body.data?.createTopUpRequest.ok).toBe(true);
  reference = `TOPUP-${asked.body.data!.createTopUpRequest.topUp!.id.padStart(6, '0')}`;
});
afterAll(() => testApp.close());

describe('credit descriptions in the reader’s language (issue 12)', () => {
  it('reads English for an English reader', async () => {
    const descriptions = (await lots(await ownerIn('en'))).map((lot) => lot.description);
    expect(descriptions).toContain(`Top-up (${reference})`);
    expect(descriptions).toContain('Top-up by card');
  });

  it('reads Portuguese for a Portuguese reader, the reference kept', async () => {
    const all = await lots(await ownerIn('pt'));
    const requested = all.find((lot) => lot.status === 'REQUESTED')!;
    expect(requested.description).toBe(`Recarga (${reference})`);
    expect(all.map((lot) => lot.description)).toContain('Recarga por cartão');
    expect(all.map((lot) => lot.description)).not.toContain('Top-up by card');
  });

  it('reads the language the page shows when it names one (a header switch), else the profile one', async () => {
    const owner = await ownerIn('en');
    const ask = async (language: string) => {
      const result = await owner.gql<{ listCredits: { objects: Lot[] } }>(
        'query($language: String) { listCredits(pageSize: 100, language: $language) { objects { id status description } } }',
        { language },
      );
      expect(result.body.errors).toBeUndefined();
      return result.body.data!.listCredits.objects.map((lot) => lot.description);
    };
    expect(await ask('pt')).toContain('Recarga por cartão');
    // Not a language of the portal: the profile's.
    expect(await ask('xx')).toContain('Top-up by card');
  });

  it('reads Indonesian for an Indonesian reader, on the screen and in the CSV export', async () => {
    const owner = await ownerIn('id');
    const all = await lots(owner);
    const requested = all.find((lot) => lot.status === 'REQUESTED')!;
    expect(requested.description).toBe(`Isi ulang (${reference})`);

    const created = await owner.gql<{ createExportRequest: { ok: boolean; exportRequest: { id: string } } }>(
      'mutation { createExportRequest(fileType: CSV, dataType: "credits", params: {}) { ok exportRequest { id } } }',
    );
    expect(created.body.data?.createExportRequest.ok).toBe(true);
    await runJobsOnce(testApp.deps);
    const status = await owner.gql<{ exportRequest: { exportedFileUrl: string } }>(
      'query($id: ID!) { exportRequest(id: $id) { exportedFileUrl } }',
      { id: created.body.data!.createExportRequest.exportRequest.id },
    );
    const csv = (await restCall(testApp.app, owner, 'GET', status.body.data!.exportRequest.exportedFileUrl))
      .body;
    const line = csv.split('\r\n').find((row) => row.startsWith(`${requested.id},`))!;
    expect(line.endsWith(`,Isi ulang (${reference})`)).toBe(true);
    expect(csv).toContain('Isi ulang dengan kartu');
    expect(csv).not.toContain('Top-up by card');
  });
});
