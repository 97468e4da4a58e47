import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client, Operation } from 'urql';
import { makeResult } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { fromValue } from 'wonka';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { DiagnosticsDialog } from './diagnostics-dialog';

const finding = (
  name: string,
  level: string,
  details: string[],
  actions: { kind: string; route: string }[],
  adSetName: string | null = null,
) => ({
  __typename: 'Diagnostic',
  name,
  level,
  details,
  actions: actions.map((action) => ({ __typename: 'DiagnosticAction', ...action })),
  at: null,
  timeZone: null,
  adSetName,
});

describe('DiagnosticsDialog', () => {
  it("shows each finding with its details and the actions as links to the campaign company's pages", async () => {
    const { client, calls } = mockClient({
      CampaignDiagnostics: {
        diagnostics: [
          finding('walletEmpty', 'ERROR', ['0 SGD'], [{ kind: 'TOP_UP', route: '/billing/info?company=12' }]),
          finding(
            'skusGone',
            'WARNING',
            ['SG-1', 'SG-2'],
            [{ kind: 'EDIT_PRODUCTS', route: '/sponsor/5/content?company=12' }],
          ),
        ],
      },
    });
    // Staff on the list with no company chosen, a brand and a return address kept from page to page.
    render(<DiagnosticsDialog campaignId="5" onClose={() => undefined} timeZone="Asia/Singapore" />, {
      client,
      route: '/sponsor?date=lifetime&brandId=3&nextUrl=%2Fbrands&diagnosticCampaignId=5',
    });
    expect(await screen.findByText('The wallet is empty')).toBeTruthy();
    expect(screen.getByText('Balance: SGD 0.00.')).toBeTruthy();
    expect(screen.getByText('SG-2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Top up the wallet' }).getAttribute('href')).toBe(
      '/billing/info?company=12&brandId=3&nextUrl=%2Fbrands',
    );
    expect(screen.getByRole('link', { name: 'Change the products' }).getAttribute('href')).toBe(
      '/sponsor/5/content?company=12&brandId=3&nextUrl=%2Fbrands',
    );
    expect(calls[0]?.variables).toEqual({ campaignId: '5' });
  });

  it('names the ad set of a finding in a campaign of several, its values in the sentence', async () => {
    const { client } = mockClient({
      CampaignDiagnostics: {
        diagnostics: [finding('dailyBudgetExhausted', 'ERROR', ['10 SGD', '10 SGD'], [], 'Shoes SG')],
      },
    });
    render(<DiagnosticsDialog campaignId="5" onClose={() => undefined} timeZone="Asia/Singapore" />, {
      client,
    });
    expect(await screen.findByText('Spent SGD 10.00 of SGD 10.00.')).toBeTruthy();
    expect(screen.getByText('Ad set: Shoes SG')).toBeTruthy();
  });

  it('writes wallet and budget amounts as the wallet does (the one Money), a bid with its own digits', async () => {
    const { client } = mockClient({
      CampaignDiagnostics: {
        diagnostics: [
          finding('walletBelowThreshold', 'WARNING', ['4322.24225 SGD', '999999 SGD'], []),
          finding('totalBudgetExhausted', 'ERROR', ['6.9 SGD', '2 SGD'], []),
          finding('bidBelowMinimum', 'ERROR', ['0.045 SGD', '0.05 SGD'], []),
        ],
      },
    });
    render(<DiagnosticsDialog campaignId="5" onClose={() => undefined} timeZone="UTC" />, { client });
    expect(await screen.findByText('Balance SGD 4,322.24, alert amount SGD 999,999.00.')).toBeTruthy();
    expect(screen.getByText('Spent SGD 6.90 of SGD 2.00.')).toBeTruthy();
    expect(screen.getByText('Bid 0.045 SGD, minimum 0.05 SGD.')).toBeTruthy();
  });

  it('words what keeps a banner or a bid out of the delivery engine (decision 0260)', async () => {
    const content = '/sponsor-v2/5?focus=content&company=12';
    const { client } = mockClient({
      CampaignDiagnostics: {
        diagnostics: [
          finding('targetSegmentsGone', 'ERROR', ['31'], [{ kind: 'EDIT_TARGETING', route: content }]),
          finding(
            'bannerCreativesProductsGone',
            'ERROR',
            ['DESKTOP_HOME: SG-GONE-2'],
            [{ kind: 'EDIT_CONTENT', route: content }],
          ),
          finding(
            'bidBelowMinimum',
            'ERROR',
            ['0.0004 SGD', '0.0005 SGD'],
            [{ kind: 'RAISE_BID', route: '/sponsor-v2/5?focus=budget&company=12' }],
          ),
        ],
      },
    });
    render(<DiagnosticsDialog campaignId="5" onClose={() => undefined} timeZone="Asia/Singapore" />, {
      client,
    });
    expect(
      await screen.findByText("Targeted segments that no longer exist (by id): they match no shopper's tag"),
    ).toBeTruthy();
    expect(screen.getByText('31')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Change the categories and segments' }).getAttribute('href'),
    ).toBe(content);
    expect(screen.getByText('DESKTOP_HOME: SG-GONE-2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change the banner content' }).getAttribute('href')).toBe(
      content,
    );
    expect(
      screen.getByText("The bid is below the catalog's minimum bid: the ad set never enters the auction"),
    ).toBeTruthy();
    expect(screen.getByText('Bid 0.0004 SGD, minimum 0.0005 SGD.')).toBeTruthy();
  });

  it("opens the campaign's company, not the company staff act for in the address", async () => {
    const { client } = mockClient({
      CampaignDiagnostics: {
        diagnostics: [
          finding('walletEmpty', 'ERROR', ['0 SGD'], [{ kind: 'TOP_UP', route: '/billing/info?company=12' }]),
        ],
      },
    });
    render(<DiagnosticsDialog campaignId="5" onClose={() => undefined} timeZone="Asia/Singapore" />, {
      client,
      route: '/sponsor?company=99&diagnosticCampaignId=5',
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Top up the wallet' }));
    expect(screen.getByTestId('location').textContent).toBe('/billing/info?company=12');
  });

  it('writes when a finding began in the one moment format, in the zone given (decision 0181)', async () => {
    const { client } = mockClient({
      CampaignDiagnostics: {
        diagnostics: [{ ...finding('dailyBudgetSpent', 'WARNING', [], []), at: '2026-11-26T03:05:00.000Z' }],
      },
    });
    render(<DiagnosticsDialog campaignId="5" onClose={() => undefined} timeZone="Asia/Singapore" />, {
      client,
    });
    expect(await screen.findByText('Since 2026/11/26 11:05')).toBeTruthy();
  });

  it("writes a schedule moment in the ad set's catalog zone, naming it, not in the viewer's", async () => {
    const { client } = mockClient({
      CampaignDiagnostics: {
        diagnostics: [
          {
            ...finding('scheduleEnded', 'ERROR', [], []),
            at: '2026-11-13T17:00:00.000Z',
            timeZone: 'Asia/Jakarta',
          },
        ],
      },
    });
    render(<DiagnosticsDialog campaignId="5" onClose={() => undefined} timeZone="Asia/Singapore" />, {
      client,
    });
    // Midnight in Jakarta (UTC+7), which is 01:00 in the viewer's Singapore.
    expect(await screen.findByText('Since 2026/11/14 00:00 (Asia/Jakarta)')).toBeTruthy();
  });

  it('says when a schedule not started yet starts, not "since" a time to come', async () => {
    const starts = new Date(Date.now() + 3 * 86_400_000);
    const { client } = mockClient({
      CampaignDiagnostics: {
        diagnostics: [{ ...finding('scheduleNotStarted', 'INFO', [], []), at: starts.toISOString() }],
      },
    });
    render(<DiagnosticsDialog campaignId="5" onClose={() => undefined} timeZone="UTC" />, { client });
    const line = await screen.findByText(/^Starts /);
    expect(line.textContent).toMatch(/^Starts \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    expect(screen.queryByText(/^Since /)).toBeNull();
  });

  it('says a start date waiting for approval is a plan, not a start to come (0217 addendum)', async () => {
    const { client } = mockClient({
      CampaignDiagnostics: {
        diagnostics: [
          {
            ...finding('scheduleStartsOnceApproved', 'INFO', [], []),
            at: '2026-12-09T16:00:00.000Z',
            timeZone: 'Asia/Singapore',
          },
        ],
      },
    });
    render(<DiagnosticsDialog campaignId="5" onClose={() => undefined} timeZone="UTC" />, { client });
    expect(await screen.findByText('It starts only once it is approved')).toBeTruthy();
    expect(
      screen.getByText(
        'Planned start 2026/12/10 00:00 (Asia/Singapore): it starts then if approved before, else when approved',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/^Starts /)).toBeNull();
  });

  it("words an unapproved campaign's status and staff's notes, not the status code", async () => {
    const review = [{ kind: 'REVIEW', route: '/sponsor-v2/5?company=12' }];
    const { client } = mockClient({
      CampaignDiagnostics: {
        diagnostics: [
          finding('notApproved', 'ERROR', ['REJECTED', 'The image is blurry.'], review, 'Shoes SG'),
          finding('notApproved', 'ERROR', ['PENDING_FOR_APPROVAL'], review, 'Bags SG'),
        ],
      },
    });
    render(<DiagnosticsDialog campaignId="5" onClose={() => undefined} timeZone="UTC" />, { client });
    expect(await screen.findByText('Rejected by staff')).toBeTruthy();
    expect(screen.getByText('Notes: The image is blurry.')).toBeTruthy();
    expect(screen.getByText('Waiting for staff review')).toBeTruthy();
    expect(screen.queryByText('PENDING_FOR_APPROVAL')).toBeNull();
    expect(screen.queryByText('REJECTED')).toBeNull();
  });

  it('links Resume to where the Active toggle is', async () => {
    const { client } = mockClient({
      CampaignDiagnostics: {
        diagnostics: [
          finding('paused', 'ERROR', [], [{ kind: 'RESUME', route: '/sponsor/adset/5?company=12' }]),
        ],
      },
    });
    render(<DiagnosticsDialog campaignId="5" onClose={() => undefined} timeZone="UTC" />, { client });
    await userEvent.click(await screen.findByRole('link', { name: 'Resume with the Active toggle' }));
    expect(screen.getByTestId('location').textContent).toBe('/sponsor/adset/5?company=12');
  });

  it("says 'campaign is all good' without findings", async () => {
    const { client } = mockClient({ CampaignDiagnostics: { diagnostics: [] } });
    render(<DiagnosticsDialog campaignId="5" onClose={() => undefined} timeZone="Asia/Singapore" />, {
      client,
    });
    expect((await screen.findByTestId('diagnostics-all-good')).textContent).toContain('campaign is all good');
  });

  it("logs a failed call and says 'campaign is all good'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = {
      executeQuery: (operation: Operation) =>
        fromValue(makeResult(operation, { errors: [{ message: 'boom' }] } as never)),
      executeMutation: () => fromValue(undefined),
      executeSubscription: () => fromValue(undefined),
    } as unknown as Client;
    render(<DiagnosticsDialog campaignId="5" onClose={() => undefined} timeZone="Asia/Singapore" />, {
      client,
    });
    expect((await screen.findByTestId('diagnostics-all-good')).textContent).toContain('campaign is all good');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
