import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogs, companies } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { restCall } from './documents-test-helpers';
import { issueInvoice } from './issue-invoice';
import { pdfText } from './render-document-pdf';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 10 });
});
afterAll(() => testApp.close());

describe("a document's day is the retailer's (decision 0171)", () => {
  it("puts an invoice in the retailer's calendar month and prints its day, not the UTC ones", async () => {
    const db = testApp.deps.db;
    const [acme] = await db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
    const [sg] = await db.select().from(catalogs).where(eq(catalogs.code, 'SG'));
    // 31 March 20:00 UTC is 1 April 04:00 in Singapore.
    const invoice = await db.transaction((tx) =>
      issueInvoice(tx, {
        companyId: acme!.id,
        catalogId: sg!.id,
        currency: 'SGD',
        amount: 10_000_000n,
        total: 10_000_000n,
        lines: [{ description: 'Top-up', amount: '10' }],
        issuedAt: new Date('2026-03-31T20:00:00Z'),
      }),
    );
    const owner = new TestClient(testApp.app);
    expect((await owner.signIn('owner@demo.test')).ok).toBe(true);
    const result = await owner.gql<{
      monthlyInvoices: { month: string; catalog: { code: string }; invoices: { invoiceNo: string }[] }[];
    }>(
      '{ monthlyInvoices(fromDate: "2026-03-01", toDate: "2026-04-30") { month catalog { code } invoices { invoiceNo } } }',
    );
    const row = result.body.data!.monthlyInvoices.find((entry) =>
      entry.invoices.some((line) => line.invoiceNo === invoice.invoiceNo),
    );
    expect(row).toMatchObject({ month: '2026-04', catalog: { code: 'SG' } });
    const pdf = await restCall(testApp.app, owner, 'POST', '/v1/billing/invoices', { invoiceId: invoice.id });
    expect(pdfText(pdf.rawPayload)).toContain('Date: 2026/04/01');
  });
});
