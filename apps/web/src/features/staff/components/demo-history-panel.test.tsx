import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { DEMO_HISTORY_POLL_MS } from '../api/demo-history-progress';
import { DemoHistoryPanel } from './demo-history-panel';

type Progress = {
  state: 'NONE' | 'RUNNING' | 'DONE' | 'FAILED';
  daysDone: number;
  daysTotal: number;
  startedAt: string | null;
  finishedAt: string | null;
};

const progress = (extra: Partial<Progress>) => ({
  demoHistoryProgress: {
    __typename: 'DemoHistoryProgress',
    state: 'RUNNING',
    daysDone: 0,
    daysTotal: 90,
    startedAt: '2026-11-26T01:00:00.000Z',
    finishedAt: null,
    ...extra,
  },
});

afterEach(() => {
  vi.useRealTimers();
});

describe('DemoHistoryPanel', () => {
  it('shows a progress bar while the history is written, asking again until it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = progress({ daysDone: 45 });
    const answerNow = () => answer;
    const { client, calls } = mockClient({ DemoHistoryProgress: answerNow });
    render(<DemoHistoryPanel timeZone="Asia/Singapore" />, { client });
    expect(await screen.findByText('45 of 90 days written…')).toBeTruthy();
    expect(screen.getByText('50%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Demo history progress' })).toBeTruthy();

    answer = progress({ state: 'DONE', daysDone: 90, finishedAt: '2026-11-26T01:02:00.000Z' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DEMO_HISTORY_POLL_MS);
    });
    // Finished: the moment in the staff user's zone, and no more asking.
    expect(await screen.findByText('90 days written, finished 2026/11/26 09:02.')).toBeTruthy();
    const asked = calls.filter((call) => call.name === 'DemoHistoryProgress').length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DEMO_HISTORY_POLL_MS * 3);
    });
    expect(calls.filter((call) => call.name === 'DemoHistoryProgress').length).toBe(asked);
  });

  it('says when writing it failed', async () => {
    const { client } = mockClient({ DemoHistoryProgress: progress({ state: 'FAILED', daysDone: 12 }) });
    render(<DemoHistoryPanel timeZone="Asia/Singapore" />, { client });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Writing the demo history stopped after 12 of 90 days. The server log says why.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows nothing when there is no demo history', async () => {
    const { client, calls } = mockClient({ DemoHistoryProgress: progress({ state: 'NONE', daysTotal: 0 }) });
    render(<DemoHistoryPanel timeZone="Asia/Singapore" />, { client });
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('demo-history-panel')).toBeNull();
  });
});
