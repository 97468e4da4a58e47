import { zonedDay } from '@portal/domain/zoned-day';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { DownloadSalesDialog, type SalesTarget } from './download-sales-dialog';

// Mantine hides dropdowns positioned against jsdom's empty layout from the accessibility tree.
const hidden = { hidden: true };
const ZONE = 'Asia/Jakarta';

function open(target: Partial<SalesTarget> = {}) {
  const renderExport = vi.fn((_params: Record<string, unknown>, label: string) => (
    <button type="button">{label}</button>
  ));
  const mock = mockClient({
    SkuReportRange: { reportRange: { __typename: 'ReportRange', startDate: '2025-02-10T20:00:00.000Z' } },
  });
  render(
    <DownloadSalesDialog
      target={{ adSetId: '22', name: 'Gym Gear', timeZone: ZONE, startDate: null, ...target }}
      onClose={() => {}}
      renderExport={renderExport}
    />,
    { client: mock.client },
  );
  return { ...mock, renderExport };
}

async function pickLifetime() {
  await userEvent.click(screen.getByTestId('date-range'));
  await userEvent.click(await screen.findByRole('button', { name: 'Lifetime', ...hidden }));
}

describe('DownloadSalesDialog', () => {
  it("offers the spec's nine date presets, Lifetime too (QA walk 2, item 5)", async () => {
    open();
    await userEvent.click(screen.getByTestId('date-range'));
    const lifetime = await screen.findByRole('button', { name: 'Lifetime', ...hidden });
    const names = [...lifetime.parentElement!.querySelectorAll('button')].map((button) => button.textContent);
    expect(names).toEqual([
      'Today',
      'Yesterday',
      'This week',
      'This month',
      'Last 7 days',
      'Last 30 days',
      'Previous week',
      'Previous month',
      'Lifetime',
    ]);
  });

  it("downloads Lifetime from the ad set's start to today, in the catalog's calendar", async () => {
    const start = new Date(Date.now() - 400 * 86_400_000).toISOString();
    const { renderExport, calls } = open({ startDate: start });
    await pickLifetime();
    expect(screen.getByTestId('date-range').textContent).toBe('Lifetime');
    expect(renderExport).toHaveBeenLastCalledWith(
      { adSetId: '22', fromDate: zonedDay(new Date(start), ZONE), toDate: zonedDay(new Date(), ZONE) },
      'Download sales',
    );
    expect(calls.some((call) => call.name === 'SkuReportRange')).toBe(false);
  });

  it("starts Lifetime at the report range's start when the ad set has none", async () => {
    const { renderExport } = open();
    await pickLifetime();
    // 2025-02-10T20:00Z is already the 11th in Jakarta (UTC+7).
    await waitFor(() =>
      expect(renderExport).toHaveBeenLastCalledWith(
        { adSetId: '22', fromDate: '2025-02-11', toDate: zonedDay(new Date(), ZONE) },
        'Download sales',
      ),
    );
  });
});
