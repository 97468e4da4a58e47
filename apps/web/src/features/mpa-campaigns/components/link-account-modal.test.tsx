import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingClient } from '../../../testing/recording-client';
import { render } from '../../../testing/render';
import type { MpaSeller } from '../api/company-sellers';
import { LinkAccountModal } from './link-account-modal';

const seller: MpaSeller = {
  id: 's1',
  name: 'Acme',
  nameWithCatalog: 'Acme (SG)',
  originalSellerId: 'SG-1',
  isMpaOnboarded: false,
  catalog: { id: 'c1', code: 'SG', currencyCode: 'SGD', currencySymbol: 'S$', timeZone: 'Asia/Singapore' },
};

const config = (defaultSellerPageUrl: string | null) => ({
  getMarketplaceConfig: { country: 'SG', creativeText: 'Shop now', defaultSellerPageUrl },
});
const session = (status: string, result: string | null = null) => ({ id: 'as1', status, result });
const onboarded = (isMpaOnboarded: boolean) => ({ getCompanySellers: [{ ...seller, isMpaOnboarded }] });

/** An answer computed per request (a named wrapper: lint reads a capitalised key's arrow as a component). */
const answerFrom = (answer: (variables: Record<string, unknown>) => Record<string, unknown>) => answer;

type Answer = Record<string, unknown> | ((variables: Record<string, unknown>) => Record<string, unknown>);

function setup(answers: Record<string, Answer>) {
  // A real urql client (the app's cache exchanges): the polls' network-only reads go through it.
  const all: Record<string, Answer> = { MpaMarketplaceConfig: config(null), ...answers };
  const { client, sent: calls } = recordingClient((name, variables) => {
    const answer = name ? all[name] : undefined;
    return typeof answer === 'function' ? answer(variables) : (answer ?? null);
  });
  const onLinked = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<LinkAccountModal seller={seller} opened onClose={() => undefined} onLinked={onLinked} />, {
    client,
  });
  const named = (name: string) => calls.filter((call) => call.name === name);
  return { user, onLinked, named };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Seller page URL/), 'https://shop.example.com/acme');
  await user.click(screen.getByLabelText(/I confirm/));
  await user.click(screen.getByRole('button', { name: 'Link Account' }));
}

const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('LinkAccountModal', () => {
  it('requires the URL, a valid one, and the confirmation before asking the server', async () => {
    const { user, named } = setup({});
    await screen.findByLabelText(/Seller page URL/);
    await user.click(screen.getByRole('button', { name: 'Link Account' }));
    expect(screen.getByText('URL is required')).toBeTruthy();
    expect(screen.getByText('Please confirm to continue')).toBeTruthy();
    await user.type(screen.getByLabelText(/Seller page URL/), 'not a url');
    await user.tab();
    expect(screen.getByText('Invalid URL')).toBeTruthy();
    expect(named('MpaOnboardSeller')).toHaveLength(0);
  });

  it('hides the URL field when the marketplace has a default page, and sends none', async () => {
    const { user, named } = setup({
      MpaMarketplaceConfig: config('https://shop.example.com/{seller}'),
      MpaOnboardSeller: { onboardSeller: { ok: true, errors: [], session: session('PENDING') } },
    });
    await user.click(await screen.findByLabelText(/I confirm/));
    expect(screen.queryByLabelText(/Seller page URL/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Link Account' }));
    expect(named('MpaOnboardSeller')[0]?.variables).toEqual({
      sellerId: 's1',
      sellerPageUrl: null,
      confirm: true,
    });
  });

  it('polls the session every 15 s, then the sellers every 3 s until the seller is onboarded', async () => {
    let polls = 0;
    let sellerPolls = 0;
    const { user, onLinked, named } = setup({
      MpaOnboardSeller: { onboardSeller: { ok: true, errors: [], session: session('PENDING') } },
      MpaAsyncSessionStatus: answerFrom(() => {
        polls += 1;
        return { asyncSessionStatus: session(polls < 2 ? 'RUNNING' : 'COMPLETED') };
      }),
      MpaCompanySellers: answerFrom(() => {
        sellerPolls += 1;
        return onboarded(sellerPolls >= 2);
      }),
    });
    await fillAndSubmit(user);
    expect(named('MpaOnboardSeller')[0]?.variables).toEqual({
      sellerId: 's1',
      sellerPageUrl: 'https://shop.example.com/acme',
      confirm: true,
    });
    // The test network answers 5 ms after each request; each next poll is timed from the answer.
    await advance(14_000);
    expect(named('MpaAsyncSessionStatus')).toHaveLength(0);
    await advance(1_010);
    expect(named('MpaAsyncSessionStatus')).toHaveLength(1);
    expect(named('MpaAsyncSessionStatus')[0]?.variables).toEqual({ sellerId: 's1', sessionId: 'as1' });
    await advance(15_010);
    expect(named('MpaAsyncSessionStatus')).toHaveLength(2);
    expect(named('MpaCompanySellers')).toHaveLength(0);
    await advance(3_000);
    expect(named('MpaCompanySellers')).toHaveLength(1);
    expect(onLinked).not.toHaveBeenCalled();
    await advance(3_020);
    expect(named('MpaCompanySellers')).toHaveLength(2);
    expect(onLinked).toHaveBeenCalledTimes(1);
    await advance(30_000);
    expect(named('MpaAsyncSessionStatus')).toHaveLength(2);
  });

  it("shows a notice once linking takes over 2 s, and the provider's message when the session fails", async () => {
    const { user } = setup({
      MpaOnboardSeller: { onboardSeller: { ok: true, errors: [], session: session('PENDING') } },
      MpaAsyncSessionStatus: {
        asyncSessionStatus: session('FAILED', 'Your business is not eligible for ads.'),
      },
    });
    await fillAndSubmit(user);
    expect(screen.queryByText(/takes a while/)).toBeNull();
    await advance(2_000);
    expect(screen.getByText(/takes a while/)).toBeTruthy();
    await advance(13_100);
    expect(await screen.findByText('Your business is not eligible for ads.')).toBeTruthy();
    expect(screen.queryByText(/takes a while/)).toBeNull();
  });

  it('gives up after 5 minutes with the timeout message', async () => {
    const { user, named } = setup({
      MpaOnboardSeller: { onboardSeller: { ok: true, errors: [], session: session('PENDING') } },
      MpaAsyncSessionStatus: { asyncSessionStatus: session('RUNNING') },
    });
    await fillAndSubmit(user);
    await advance(285_000);
    expect(screen.queryByText('Request timeout, please try again later.')).toBeNull();
    await advance(16_000);
    expect(await screen.findByText('Request timeout, please try again later.')).toBeTruthy();
    expect(named('MpaAsyncSessionStatus')).toHaveLength(20);
    await advance(60_000);
    expect(named('MpaAsyncSessionStatus')).toHaveLength(20);
  });

  it("shows the server's refusal on its field", async () => {
    const { user } = setup({
      MpaOnboardSeller: {
        onboardSeller: {
          ok: false,
          errors: [{ field: 'sellerPageUrl', messages: ['mpa:error.invalidUrl'] }],
          session: null,
        },
      },
    });
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.getByText('Invalid URL')).toBeTruthy());
  });
});
