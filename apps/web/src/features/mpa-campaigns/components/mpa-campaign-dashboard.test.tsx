import type { RoleName } from '@portal/domain/roles';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingClient } from '../../../testing/recording-client';
import { render } from '../../../testing/render';
import { MpaCampaignDashboard } from './mpa-campaign-dashboard';

const catalog = {
  id: 'c1',
  code: 'SG',
  currencyCode: 'SGD',
  currencySymbol: 'S$',
  timeZone: 'Asia/Singapore',
};
const seller = (id: string, isMpaOnboarded: boolean) => ({
  id,
  name: `Store ${id}`,
  nameWithCatalog: `Store ${id} (SG)`,
  originalSellerId: id,
  isMpaOnboarded,
  catalog,
});
const balance = (walletBalance: string) => ({
  adAccountBalance: {
    walletBalance,
    accountCurrency: 'SGD',
    accountName: 'Store s1 ads',
    accountId: 'act_1',
  },
});
const campaign = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  metaCampaignId: `meta-${id}`,
  name: `Campaign ${id}`,
  status,
  effectiveStatus: status,
  startTime: '2026-11-01T16:00:00.000Z',
  stopTime: null,
  lifetimeBudget: '500',
  budgetRemaining: '400',
  impressions: 2000,
  clicks: 50,
  cost: '10',
  totalPurchaseItem: 5,
  totalPurchaseValue: '35',
  ...extra,
});
const page = (objects: unknown[], nextPage: string | null = null, previousPage: string | null = null) => ({
  metaCampaigns: { objects, nextPage, previousPage },
});

/** An answer computed per request (a named wrapper: lint reads a capitalised key's arrow as a component). */
const answerFrom = (answer: (variables: Record<string, unknown>) => Record<string, unknown>) => answer;

type Answer =
  | Record<string, unknown>
  | null
  | ((variables: Record<string, unknown>) => Record<string, unknown> | null);

function setup({
  role = 'OWNER',
  answers = {},
  route = '/mpa/campaign',
  companyId = 'co1',
}: {
  role?: RoleName;
  answers?: Record<string, Answer>;
  route?: string;
  companyId?: string;
} = {}) {
  const all: Record<string, Answer> = {
    MpaCompanySellers: { getCompanySellers: [seller('s1', true), seller('s2', false)] },
    MpaAdAccountBalance: balance('120'),
    MpaAdAccountInsights: { adAccountInsights: [] },
    MpaMetaCampaigns: page([]),
    MpaSessionCompany: { me: { id: 'u1', company: { id: companyId } } },
    ...answers,
  };
  const { client, sent } = recordingClient((name, variables) => {
    const answer = name ? all[name] : undefined;
    return typeof answer === 'function' ? answer(variables) : (answer ?? null);
  });
  const onRefresh = vi.fn();
  render(
    <MpaCampaignDashboard
      viewer={{ roleName: role, isStaff: false }}
      companyId={companyId}
      flags={{ advancedSetup: false, paidCredit: false }}
      onRefresh={onRefresh}
    />,
    { client, route },
  );
  const named = (name: string) => sent.filter((call) => call.name === name);
  return { named, onRefresh };
}

afterEach(() => vi.useRealTimers());

describe('MpaCampaignDashboard: sellers and their accounts', () => {
  it('shows a tab per seller; a seller not linked shows Account Status with Link Account (owner)', async () => {
    setup({ route: '/mpa/campaign?mbgSellerId=s2' });
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Store s1 (SG)',
      'Store s2 (SG)',
    ]);
    expect(screen.getByText('Account Status')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Link Account' }));
    expect(await screen.findByRole('dialog', { name: 'Link Account' })).toBeTruthy();
  });

  it("remembers the chosen seller tab for the advanced form's fallback (mpa.lastSellerId)", async () => {
    sessionStorage.clear();
    setup();
    await screen.findAllByRole('tab');
    await waitFor(() => expect(sessionStorage.getItem('mpa.lastSellerId')).toBe('s1'));
    await userEvent.click(screen.getByRole('tab', { name: 'Store s2 (SG)' }));
    await waitFor(() => expect(sessionStorage.getItem('mpa.lastSellerId')).toBe('s2'));
  });

  it('turns into the dashboard once the linked seller shows onboarded in the sellers list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let linked = false;
    setup({
      route: '/mpa/campaign?mbgSellerId=s2',
      answers: {
        MpaCompanySellers: answerFrom(() => ({
          getCompanySellers: [seller('s1', true), seller('s2', linked)],
        })),
        MpaMarketplaceConfig: {
          getMarketplaceConfig: {
            country: 'SG',
            creativeText: '',
            defaultSellerPageUrl: 'https://shop.example.com',
          },
        },
        MpaOnboardSeller: answerFrom(() => {
          linked = true;
          return {
            onboardSeller: {
              ok: true,
              errors: [],
              session: { id: 'as1', status: 'COMPLETED', result: null },
            },
          };
        }),
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Link Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link Account' });
    await user.click(within(dialog).getByLabelText(/I confirm/));
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('button', { name: 'Link Account' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Link Account' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_100);
    });
    expect(await screen.findByTestId('linked-chip')).toBeTruthy();
    expect(screen.queryByText('Account Status')).toBeNull();
  });

  it('does not offer Link Account to a member (owners and admins link)', async () => {
    setup({ role: 'MEMBER', route: '/mpa/campaign?mbgSellerId=s2' });
    expect(
      await screen.findByText('Only an owner or an admin of the company can link the account.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Link Account' })).toBeNull();
  });

  it('says there is no seller, linking to /company', async () => {
    setup({ answers: { MpaCompanySellers: { getCompanySellers: [] } } });
    expect(
      await screen.findByText('You have no seller. Please add sellers that you manage to continue.'),
    ).toBeTruthy();
  });

  it('a linked seller: the Linked chip, the Meta wallet and Launch Campaign while the balance is above zero', async () => {
    setup();
    expect(await screen.findByTestId('linked-chip')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('meta-wallet-balance').textContent?.replace(/\u00a0/g, ' ')).toBe(
        'SGD 120.00',
      ),
    );
    expect((screen.getByRole('button', { name: 'Launch Campaign' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(screen.getByRole('button', { name: 'Top up' })).toBeTruthy();
  });

  it('disables Launch Campaign when the wallet is empty', async () => {
    setup({ answers: { MpaAdAccountBalance: balance('0') } });
    await screen.findByTestId('linked-chip');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Launch Campaign' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
  });

  it('shows Top up to the owner only, and no Launch Campaign to a viewer', async () => {
    setup({ role: 'ADMIN' });
    await screen.findByTestId('linked-chip');
    await screen.findByRole('button', { name: 'Launch Campaign' });
    expect(screen.queryByRole('button', { name: 'Top up' })).toBeNull();
  });

  it('hides Launch Campaign from a viewer', async () => {
    setup({ role: 'VIEWER' });
    await screen.findByTestId('meta-wallet-balance');
    expect(screen.queryByRole('button', { name: 'Launch Campaign' })).toBeNull();
  });

  it('tops up through the Wallet Topup modal and shows the request-received notice with how to pay it', async () => {
    setup({
      answers: {
        MpaTopUpOptions: { paymentMethods: [], wallet: { id: 'w1', paidCredit: '0' } },
        MpaTopUpTax: { mpaTopUpTax: '9' },
        MpaCreateTopUpRequest: {
          createMpaTopUpRequest: {
            ok: true,
            errors: [],
            topUpRequest: {
              id: 't1',
              status: 'REQUESTING',
              statusReason: null,
              method: 'WIRE_TRANSFER',
              requestAmount: '100',
              taxAmount: '9',
              total: '109',
              currency: 'SGD',
              paymentInstructions: {
                reference: 'MPA-TOPUP-000007',
                total: '109',
                currency: 'SGD',
                bankName: 'DBS Bank Ltd.',
                accountName: 'Marketing Portal Pte. Ltd.',
                accountNumber: '003-900000-1',
                swiftCode: 'DBSSSGSG',
              },
            },
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Top up' }));
    const modal = await screen.findByRole('dialog', { name: 'Wallet Topup' });
    await userEvent.type(within(modal).getByTestId('mpa-top-up-amount'), '100');
    await userEvent.click(within(modal).getByRole('button', { name: 'Top up' }));
    const notice = await screen.findByRole('dialog', { name: 'Request received' });
    expect(notice.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'We received your top-up request of SGD 109.00',
    );
    // Without the bank account and the reference the request could never be paid.
    const instructions = within(within(notice).getByTestId('top-up-instructions'));
    expect(instructions.getByText(/quoting the reference MPA-TOPUP-000007/)).toBeTruthy();
    const row = (label: string) =>
      instructions
        .getByRole('rowheader', { name: label })
        .closest('tr')
        ?.textContent?.replace(/\u00a0/g, ' ');
    expect(row('Amount to pay')).toContain('SGD 109.00');
    expect(row('Reference')).toContain('MPA-TOPUP-000007');
    expect(row('Bank')).toContain('DBS Bank Ltd.');
    expect(row('Account name')).toContain('Marketing Portal Pte. Ltd.');
    expect(row('Account number')).toContain('003-900000-1');
    expect(row('SWIFT/BIC')).toContain('DBSSSGSG');
  });
});

describe('MpaCampaignDashboard: range, chart and campaigns', () => {
  it('asks for the last 7 days of the catalog calendar by default, and the address range when it has one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T18:00:00Z')); // 21 Nov 02:00 in Singapore
    const { named } = setup();
    await waitFor(() => expect(named('MpaAdAccountInsights').length).toBeGreaterThan(0));
    await waitFor(() => expect(named('MpaMetaCampaigns').length).toBeGreaterThan(0));
    expect(named('MpaAdAccountInsights')[0]?.variables).toEqual({
      sellerId: 's1',
      fromDate: '2026-11-15',
      toDate: '2026-11-21',
    });
    expect(named('MpaMetaCampaigns')[0]?.variables).toEqual({
      sellerId: 's1',
      fromDate: '2026-11-15',
      toDate: '2026-11-21',
      cursor: null,
    });
  });

  it('reads fromDate and toDate from the address (strict days)', async () => {
    const { named } = setup({ route: '/mpa/campaign?mbgSellerId=s1&fromDate=2026-10-01&toDate=2026-10-31' });
    await waitFor(() => expect(named('MpaAdAccountInsights').length).toBeGreaterThan(0));
    expect(named('MpaAdAccountInsights')[0]?.variables).toMatchObject({
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
    });
  });

  it('shows nothing wrong when the performance and campaign reports fail (spec 3 §8)', async () => {
    setup({ answers: { MpaAdAccountInsights: null, MpaMetaCampaigns: null } });
    expect(await screen.findByText('No campaigns in these dates.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows four of the six chart metrics by default', async () => {
    setup();
    const metrics = await screen.findByRole('group', { name: 'Chart metrics' });
    const checked = within(metrics)
      .getAllByRole('checkbox')
      .filter((chip) => (chip as HTMLInputElement).checked)
      .map((chip) => chip.closest('div')?.textContent);
    expect(checked).toEqual(['Impressions', 'Clicks', 'Cost', 'Sales']);
    expect(within(metrics).getAllByRole('checkbox')).toHaveLength(6);
  });

  it('lists the campaigns with CPM, CTR, CR and ROAS and ACTIVE versus other', async () => {
    setup({ answers: { MpaMetaCampaigns: page([campaign('m1', 'ACTIVE'), campaign('m2', 'PAUSED')]) } });
    const row = (await screen.findByText('Campaign m1')).closest('tr') as HTMLElement;
    const text = row.textContent?.replace(/\u00a0/g, ' ') ?? '';
    // CPM 10 / 2000 × 1000 = 5; CTR 50 / 2000 = 2.5 %; CR 5 / 50 = 10 %; ROAS 35 / 10 = 350 %.
    expect(text).toContain('SGD 5.00');
    expect(text).toContain('2.50%');
    expect(text).toContain('10.00%');
    expect(text).toContain('350.00%');
    expect(within(row).getByText('Active')).toBeTruthy();
    const paused = screen.getByText('Campaign m2').closest('tr') as HTMLElement;
    expect(within(paused).getByText('Paused')).toBeTruthy();
  });

  it('pages with Meta cursors: Next asks with nextPage, Prev with previousPage', async () => {
    const { named } = setup({
      answers: {
        MpaMetaCampaigns: answerFrom((variables) =>
          variables.cursor === 'after-1'
            ? page([campaign('m11', 'ACTIVE')], null, 'before-11')
            : page([campaign('m1', 'ACTIVE')], 'after-1', null),
        ),
      },
    });
    await screen.findByText('Campaign m1');
    expect((screen.getByRole('button', { name: 'Prev' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Campaign m11')).toBeTruthy();
    expect(named('MpaMetaCampaigns').at(-1)?.variables.cursor).toBe('after-1');
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    await waitFor(() => expect(named('MpaMetaCampaigns').at(-1)?.variables.cursor).toBe('before-11'));
  });

  it('pauses a campaign with the toggle (updateMetaCampaign) and shows a refusal', async () => {
    const { named } = setup({
      answers: {
        MpaMetaCampaigns: page([campaign('m1', 'ACTIVE')]),
        MpaUpdateMetaCampaignStatus: {
          updateMetaCampaign: {
            ok: false,
            errors: [{ field: null, messages: ['(#17) User request limit reached'] }],
            campaign: null,
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'Switch Campaign m1 on or off' }));
    await waitFor(() => expect(named('MpaUpdateMetaCampaignStatus')).toHaveLength(1));
    expect(named('MpaUpdateMetaCampaignStatus')[0]?.variables).toEqual({
      sellerId: 's1',
      campaignId: 'm1',
      status: 'PAUSED',
    });
    expect(await screen.findByText('(#17) User request limit reached')).toBeTruthy();
  });

  it('shows an ended campaign switched off and not switchable, and says why', async () => {
    setup({
      answers: {
        MpaMetaCampaigns: page([
          campaign('m1', 'ACTIVE', { stopTime: '2020-01-01T16:00:00.000Z' }),
          campaign('m3', 'ACTIVE'),
        ]),
      },
    });
    // Meta still says ACTIVE; the stop time has passed, so the Status column says Ended.
    const ended = (await screen.findByRole('switch', {
      name: 'Switch Campaign m1 on or off',
    })) as HTMLInputElement;
    expect(ended.checked).toBe(false);
    expect(ended.disabled).toBe(true);
    const running = screen.getByRole('switch', { name: 'Switch Campaign m3 on or off' }) as HTMLInputElement;
    expect(running.checked).toBe(true);
    expect(running.disabled).toBe(false);
    await userEvent.hover(screen.getByTestId('ended-toggle'));
    expect(
      await screen.findByText('This campaign has ended: it can no longer be switched on or off.'),
    ).toBeTruthy();
  });

  it('a viewer cannot switch campaigns nor edit them', async () => {
    setup({ role: 'VIEWER', answers: { MpaMetaCampaigns: page([campaign('m1', 'PAUSED')]) } });
    const toggle = await screen.findByRole('switch', { name: 'Switch Campaign m1 on or off' });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Actions for Campaign m1' })).toBeNull();
  });

  it("edits a campaign from the row menu on the advanced form's page", async () => {
    setup({ answers: { MpaMetaCampaigns: page([campaign('m1', 'ACTIVE')]) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Campaign m1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(screen.getByTestId('location').textContent).toBe('/mpa/campaign/edit/m1?mbgSellerId=s1');
  });
});

describe('MpaCampaignDashboard: account changed', () => {
  it('asks to refresh when the page comes back and the session is another company', async () => {
    const { onRefresh } = setup({
      answers: { MpaSessionCompany: { me: { id: 'u1', company: { id: 'co2' } } } },
    });
    await screen.findByTestId('linked-chip');
    await act(async () => {
      fireEvent.focus(window);
    });
    expect(await screen.findByText('Account changed')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('says nothing when the session is still the same company', async () => {
    const { named } = setup();
    await screen.findByTestId('linked-chip');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(named('MpaSessionCompany').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Account changed')).toBeNull();
  });
});
