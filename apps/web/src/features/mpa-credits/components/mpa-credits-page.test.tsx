import { presetRange } from '@portal/domain/date-range-presets';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Client, makeResult, type Operation } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromValue } from 'wonka';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { MpaCreditsPage } from './mpa-credits-page';

const sellers = [
  {
    id: 's1',
    name: 'Acme Store',
    nameWithCatalog: 'Acme Store (ID)',
    isMpaOnboarded: true,
    catalog: { id: 'id', timeZone: 'Asia/Jakarta' },
  },
  {
    id: 's2',
    name: 'Acme Outlet',
    nameWithCatalog: 'Acme Outlet (SG)',
    isMpaOnboarded: false,
    catalog: { id: 'sg', timeZone: 'Asia/Singapore' },
  },
  {
    id: 's3',
    name: 'Acme Lab',
    nameWithCatalog: 'Acme Lab (MY)',
    isMpaOnboarded: true,
    catalog: { id: 'my', timeZone: 'Asia/Kuala_Lumpur' },
  },
];

const emptyPage = { objects: [], page: 1, numPages: 1, totalCount: 0, hasNext: false, hasPrev: false };

const answers = {
  MpaCreditsSellers: { getCompanySellers: sellers },
  MpaWalletBalance: { getWalletBalance: { balance: '250', currency: 'SGD' } },
  MpaTopUpRequests: { mpaTopUpRequests: emptyPage },
};

// The reader's zone; the first seller's days are its catalog's (Jakarta).
const readerZone = 'UTC';
const zone = 'Asia/Jakarta';
type Calls = ReturnType<typeof mockClient>['calls'];
const listCalls = (calls: Calls) => calls.filter((call) => call.name === 'MpaTopUpRequests');
const lastList = (calls: Calls) => listCalls(calls).at(-1)?.variables;
const location = () => screen.getByTestId('location').textContent;

function renderPage(route: string, overrides: Record<string, unknown> = {}) {
  const mock = mockClient({ ...answers, ...overrides } as Parameters<typeof mockClient>[0]);
  render(<MpaCreditsPage timeZone={readerZone} />, { client: mock.client, route });
  return mock;
}

describe('/mpa/credits (spec 3 §2.2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows an onboarded seller's Meta wallet balance and asks for its top-up requests, 10 a page", async () => {
    const { calls } = renderPage('/mpa/credits');
    expect(await screen.findByTestId('mpa-balance')).toBeTruthy();
    expect(screen.getByTestId('mpa-balance').parentElement?.textContent?.replace(/\s/g, ' ')).toBe(
      'Seller Acme Store has a balance of SGD 250.00',
    );
    expect(calls.find((call) => call.name === 'MpaWalletBalance')?.variables).toEqual({ sellerId: 's1' });
    await waitFor(() => expect(lastList(calls)).toBeTruthy());
    const last30 = presetRange('last30Days', new Date(), zone);
    expect(lastList(calls)).toEqual({
      sellerId: 's1',
      fromDate: last30.start,
      toDate: last30.end,
      method: null,
      status: null,
      page: 1,
      pageSize: 10,
    });
    expect(await screen.findByText('No top-up requests match these filters.')).toBeTruthy();
  });

  it('says a seller without an ad account is not linked to Meta, and asks nothing for it', async () => {
    const { calls } = renderPage('/mpa/credits?mbgSellerId=s2');
    expect(await screen.findByText('Seller Acme Outlet is not linked to Meta.')).toBeTruthy();
    expect(calls.some((call) => call.name === 'MpaWalletBalance')).toBe(false);
    expect(calls.some((call) => call.name === 'MpaTopUpRequests')).toBe(false);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('takes strict YYYY-MM-DD days from the address', async () => {
    const { calls } = renderPage('/mpa/credits?fromDate=2026-01-05&toDate=2026-02-10');
    await waitFor(() => expect(lastList(calls)).toBeTruthy());
    expect(lastList(calls)).toMatchObject({ fromDate: '2026-01-05', toDate: '2026-02-10' });
    expect(screen.getByTestId('date-range').textContent).toBe('2026/01/05 – 2026/02/10');
  });

  it.each([
    ['a loose day', 'fromDate=2026-1-5&toDate=2026-02-10'],
    ['one day only', 'fromDate=2026-01-05'],
    ['a day that does not exist', 'fromDate=2026-02-30&toDate=2026-03-10'],
  ])('falls back to the last 30 days for %s', async (_, query) => {
    const { calls } = renderPage(`/mpa/credits?${query}`);
    await waitFor(() => expect(lastList(calls)).toBeTruthy());
    const last30 = presetRange('last30Days', new Date(), zone);
    expect(lastList(calls)).toMatchObject({ fromDate: last30.start, toDate: last30.end });
  });

  it('keeps the method and status filters in the address and asks with them', async () => {
    const { calls } = renderPage('/mpa/credits?mbgSellerId=s1&fromDate=2026-01-05&toDate=2026-02-10');
    await waitFor(() => expect(lastList(calls)).toBeTruthy());
    await userEvent.click(screen.getByRole('textbox', { name: 'Payment method' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paid Credit', hidden: true }));
    await waitFor(() => expect(location()).toContain('method=PAID_CREDIT'));
    await userEvent.click(screen.getByRole('textbox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed', hidden: true }));
    await waitFor(() =>
      expect(location()).toBe(
        '/mpa/credits?mbgSellerId=s1&fromDate=2026-01-05&toDate=2026-02-10&method=PAID_CREDIT&status=FAILED',
      ),
    );
    await waitFor(() =>
      expect(lastList(calls)).toMatchObject({
        fromDate: '2026-01-05',
        toDate: '2026-02-10',
        method: 'PAID_CREDIT',
        status: 'FAILED',
      }),
    );
  });

  it('writes a picked range into the address (Lifetime: fromDate=all, no dates sent)', async () => {
    const { calls } = renderPage('/mpa/credits?mbgSellerId=s1&fromDate=2026-01-05&toDate=2026-02-10');
    await waitFor(() => expect(lastList(calls)).toBeTruthy());
    await userEvent.click(screen.getByTestId('date-range'));
    await userEvent.click(await screen.findByRole('button', { name: 'Last 7 days', hidden: true }));
    const last7 = presetRange('last7Days', new Date(), zone);
    await waitFor(() =>
      expect(location()).toBe(`/mpa/credits?mbgSellerId=s1&fromDate=${last7.start}&toDate=${last7.end}`),
    );
    await waitFor(() => expect(lastList(calls)).toMatchObject({ fromDate: last7.start, toDate: last7.end }));
    await userEvent.click(screen.getByTestId('date-range'));
    await userEvent.click(await screen.findByRole('button', { name: 'Lifetime', hidden: true }));
    await waitFor(() => expect(location()).toBe('/mpa/credits?mbgSellerId=s1&fromDate=all'));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ fromDate: null, toDate: null }));
  });

  it('reads the filters of a shared link, ignoring values the lists do not know', async () => {
    const { calls } = renderPage('/mpa/credits?method=CARD&status=BOGUS');
    await waitFor(() => expect(lastList(calls)).toBeTruthy());
    expect(lastList(calls)).toMatchObject({ method: 'CARD', status: null });
    expect((screen.getByRole('textbox', { name: 'Payment method' }) as HTMLInputElement).value).toBe(
      'Credit Card',
    );
  });

  it("downloads a completed top-up's invoice: a POST of its id with the anti-forgery header to its downloadUrl", async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url === '/csrf') return new Response(JSON.stringify({ csrfToken: 't'.repeat(40) }));
      return new Response('%PDF-1.7', {
        headers: { 'Content-Disposition': 'attachment; filename="SG-INV-000042.pdf"' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const completed = {
      id: 'r1',
      sellerId: 's1',
      dateCreated: '2026-03-01T16:30:00Z',
      method: 'CARD',
      requestAmount: '100',
      tax: '9',
      taxAmount: '9',
      total: '109',
      currency: 'SGD',
      status: 'COMPLETED',
      statusReason: null,
      invoice: { id: 'i42', invoiceNo: 'SG-INV-000042', downloadUrl: '/v1/billing/invoices' },
    };
    renderPage('/mpa/credits', {
      MpaTopUpRequests: { mpaTopUpRequests: { ...emptyPage, totalCount: 1, objects: [completed] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice SG-INV-000042' }));
    await waitFor(() => expect(saved).toEqual(['SG-INV-000042.pdf']));
    // Written in the seller's catalog calendar (Jakarta, UTC+7), the one the date filter counts in.
    expect(screen.getByText('2026/03/01 23:30')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/v1/billing/invoices')!;
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('X-CSRFToken')).toBeTruthy();
    expect(JSON.parse(String(init?.body))).toEqual({ invoiceId: 'i42' });
    click.mockRestore();
  });

  it("shows a failed download's message in the page", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/csrf'
          ? new Response(JSON.stringify({ csrfToken: 't'.repeat(40) }))
          : new Response(JSON.stringify({ error: 'Document not found.' }), { status: 404 }),
      ),
    );
    const completed = {
      id: 'r1',
      sellerId: 's1',
      dateCreated: '2026-03-01T10:00:00Z',
      method: 'CARD',
      requestAmount: '100',
      tax: '9',
      taxAmount: '9',
      total: '109',
      currency: 'SGD',
      status: 'COMPLETED',
      statusReason: null,
      invoice: { id: 'i42', invoiceNo: 'SG-INV-000042', downloadUrl: '/v1/billing/invoices' },
    };
    renderPage('/mpa/credits', {
      MpaTopUpRequests: { mpaTopUpRequests: { ...emptyPage, totalCount: 1, objects: [completed] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice SG-INV-000042' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Document not found.');
  });

  it("shows the balance's and the list's errors in the page, and drops them with the seller's tab", async () => {
    const mock = mockClient(answers);
    // The first seller's balance and list fail; the others answer.
    const client = {
      ...mock.client,
      executeQuery: (request: Parameters<Client['executeQuery']>[0]) =>
        (request.variables as Record<string, unknown> | undefined)?.sellerId === 's1'
          ? failed(request, 'Seller not found')
          : mock.client.executeQuery(request),
    } as Client;
    render(<MpaCreditsPage timeZone={readerZone} />, { client, route: '/mpa/credits' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Seller not found');
    await userEvent.click(screen.getByRole('tab', { name: 'Acme Lab (MY)' }));
    expect(await screen.findByTestId('mpa-balance')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

function failed(request: Parameters<Client['executeQuery']>[0], message: string) {
  return fromValue(
    makeResult(
      request as Operation,
      { data: null, errors: [{ message }] } as Parameters<typeof makeResult>[1],
    ),
  );
}
