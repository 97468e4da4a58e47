import type { AnyVariables, OperationResult, TypedDocumentNode } from 'urql';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Me } from '../../features/accounts/api/get-me';
import { REMEMBERED_COMPANIES } from '../../lib/remembered-report-zone';
import { storageKeys } from '../../lib/storage';
import { operationName } from '../../testing/recording-client';
import { sponsorRouteData } from './sponsor.data';

// The seller's company reports in Singapore (UTC+8): its days start at 16:00 UTC the day before.
const me = { id: 'u1', timezone: 'Asia/Jakarta', company: { id: 'c1', timezone: 'Asia/Singapore' } } as Me;

/** Runs the declaration for `path` with `me` answering when the test says; records what it starts. */
function visit(path: string) {
  const sent: { name: string | undefined; fromDate: unknown; first?: unknown }[] = [];
  let answerMe: (value: Me | null) => void = () => {};
  const reportAnswers: (() => void)[] = [];
  const start = <Data, Variables extends AnyVariables>(
    query: TypedDocumentNode<Data, Variables>,
    variables: Variables,
  ) => {
    const name = operationName(query);
    const { fromDate, first } = variables as { fromDate?: unknown; first?: unknown };
    sent.push({ name, fromDate, ...(first === undefined ? {} : { first }) });
    const answer = { data: undefined } as OperationResult<Data, Variables>;
    if (name !== 'DashboardReport') return Promise.resolve(answer);
    // The chart report answers when the test says (answerReports).
    return new Promise<OperationResult<Data, Variables>>((resolve) => {
      reportAnswers.push(() => resolve(answer));
    });
  };
  const done = sponsorRouteData({
    url: new URL(path, 'https://portal.test'),
    params: {},
    me: new Promise<Me | null>((resolve) => {
      answerMe = resolve;
    }),
    start,
  });
  const reports = () =>
    sent.filter((entry) => entry.name === 'DashboardReport').map((entry) => entry.fromDate);
  const answer = async (value: Me | null) => {
    answerMe(value);
    await done;
  };
  const answerReports = async () => {
    for (const resolve of reportAnswers.splice(0)) resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const names = () => sent.map((entry) => entry.name);
  return { reports, answer, answerReports, names, sent };
}

const remembered = (): Record<string, string> =>
  Object.fromEntries(JSON.parse(localStorage.getItem(storageKeys.reportZones) ?? '[]'));
const rememberedOrder = (): string[] =>
  JSON.parse(localStorage.getItem(storageKeys.reportZones) ?? '[]').map(([company]: [string]) => company);

describe('sponsorRouteData and the remembered report zone (issue 14)', () => {
  beforeEach(() => localStorage.clear());

  it('waits for `me` on a first visit, then remembers the company’s zone for the next', async () => {
    const first = visit('/sponsor');
    expect(first.reports()).toEqual([]);
    await first.answer(me);
    expect(first.reports()).toEqual([expect.stringMatching(/T16:00:00\.000Z$/)]);
    expect(remembered()).toEqual({ '': 'Asia/Singapore' });

    const next = visit('/sponsor');
    // Sent before `me` answers, and not again when `me` agrees.
    expect(next.reports()).toEqual([expect.stringMatching(/T16:00:00\.000Z$/)]);
    await next.answer(me);
    expect(next.reports()).toHaveLength(1);
  });

  it('corrects a wrong guess when `me` answers, and remembers per acting company', async () => {
    localStorage.setItem(
      storageKeys.reportZones,
      JSON.stringify([
        ['', 'Asia/Jakarta'],
        ['c9', 'Mars/Olympus'],
      ]),
    );
    const own = visit('/sponsor');
    expect(own.reports()).toEqual([expect.stringMatching(/T17:00:00\.000Z$/)]);
    await own.answer(me);
    expect(own.reports()).toEqual([
      expect.stringMatching(/T17:00:00\.000Z$/),
      expect.stringMatching(/T16:00:00\.000Z$/),
    ]);
    // Staff acting for c9: its own entry, and a stored zone the runtime does not know is no guess.
    const acting = visit('/sponsor?company=c9');
    expect(acting.reports()).toEqual([]);
    await acting.answer(me);
    expect(remembered()).toEqual({ '': 'Asia/Singapore', c9: 'Asia/Singapore' });
  });

  it('keeps the latest companies only', async () => {
    // Numeric ids too: as object keys they would come back sorted, not in the order they were seen.
    for (let index = REMEMBERED_COMPANIES; index >= 0; index--)
      await visit(`/sponsor?company=${index}`).answer(me);
    const companies = rememberedOrder();
    expect(companies).toHaveLength(REMEMBERED_COMPANIES);
    expect(companies).not.toContain(String(REMEMBERED_COMPANIES));
    expect(companies.at(-1)).toBe('0');
    // Seen again, a company moves to the end instead of being listed twice.
    await visit(`/sponsor?company=${REMEMBERED_COMPANIES - 1}`).answer({
      ...me,
      company: { id: 'x', timezone: 'Asia/Jakarta' },
    } as Me);
    expect(rememberedOrder().at(-1)).toBe(String(REMEMBERED_COMPANIES - 1));
    expect(rememberedOrder()).toHaveLength(REMEMBERED_COMPANIES);
  });

  it('guesses nothing for a chosen country (its catalog’s zone) or a visitor without a session', async () => {
    localStorage.setItem(storageKeys.reportZones, JSON.stringify([['', 'Asia/Singapore']]));
    expect(visit('/sponsor?country=id').reports()).toEqual([]);
    const signedOut = visit('/sponsor?country=id');
    await signedOut.answer(null);
    expect(signedOut.reports()).toEqual([]);
  });

  it('asks the summaries and the first 101 campaigns only once the chart report has answered', async () => {
    localStorage.setItem(storageKeys.reportZones, JSON.stringify([['', 'Asia/Singapore']]));
    const page = visit('/sponsor');
    await page.answer(me);
    expect(page.names()).toContain('DashboardReport');
    expect(page.names()).not.toContain('DashboardSummaries');
    expect(page.names()).not.toContain('DashboardCampaigns');
    await page.answerReports();
    expect(page.names()).toContain('DashboardSummaries');
    expect(page.sent.find((entry) => entry.name === 'DashboardCampaigns')?.first).toBe(101);
  });
});
