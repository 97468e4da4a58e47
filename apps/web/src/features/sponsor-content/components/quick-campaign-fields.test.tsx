import { emptyCampaignForm, type SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogZone } from '../../../lib/catalog-zone';
import { render } from '../../../testing/render';
import { QuickScheduleFields } from './quick-campaign-fields';

// Kiritimati is UTC+14: at 12:00 UTC on 10 March it is already 02:00 on 11 March there, a day ahead of the
// browser's day in any zone up to UTC+11 (the test machine's, UTC, among them).
const catalogZone = 'Pacific/Kiritimati';
const now = new Date('2026-03-10T12:00:00Z');

function setup(patch: Partial<SponsorCampaignForm> = {}, zone: CatalogZone = { timeZone: catalogZone }) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  const update = vi.fn();
  const form = { ...emptyCampaignForm(), budgetType: 'ALWAYS_ON' as const, ...patch };
  render(
    <QuickScheduleFields form={form} update={update} fieldError={() => null} touch={vi.fn()} zone={zone} />,
  );
  return update;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('QuickScheduleFields: the dates are the catalog zone’s (decision 0171)', () => {
  it('shows the start in the catalog’s zone, not the browser’s', () => {
    setup({ startDate: now.toISOString() });
    expect(screen.getByRole('button', { name: /Start date/ }).textContent).toContain('2026/03/11 02:00');
  });

  it('starts no earlier than the catalog’s today, and a picked day is a time of the catalog’s zone', async () => {
    const update = setup({ startDate: now.toISOString() });
    await userEvent.click(screen.getByRole('button', { name: /Start date/ }));
    // The browser's 10 March is the catalog's yesterday.
    const day = (name: string) => screen.getByRole('button', { name, hidden: true });
    await screen.findByRole('button', { name: '10 March 2026', hidden: true });
    expect(day('10 March 2026').hasAttribute('data-disabled')).toBe(true);
    expect(day('11 March 2026').hasAttribute('data-disabled')).toBe(false);
    await userEvent.click(day('12 March 2026'));
    // 12 March 02:00 in Kiritimati (UTC+14).
    expect(update).toHaveBeenLastCalledWith({ startDate: '2026-03-11T12:00:00.000Z' });
  });
});

describe('QuickScheduleFields before the catalog zone is known (decision 0278)', () => {
  it('shows a skeleton and why while the catalogs load, and no picker', () => {
    setup({ startDate: now.toISOString() }, 'loading');
    expect(screen.getByTestId('quick-schedule-loading')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Start date/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/^Loading the target country’s time zone/);
  });

  it('takes no day before a catalog is chosen', () => {
    setup({ startDate: now.toISOString() }, 'unchosen');
    const start = screen.getByRole('button', { name: /Start date/ });
    expect(start.matches(':disabled')).toBe(true);
    expect(start.textContent).toBe('Choose the target country first');
  });
});
