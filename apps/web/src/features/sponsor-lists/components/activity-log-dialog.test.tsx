import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../testing/render';
import { ActivityLogDialog, type HistoryChange, type HistoryRef } from './activity-log-dialog';

const change = (
  field: string,
  old: string | null,
  next: string | null,
  refs: { oldRefs?: HistoryRef[] | null; newRefs?: HistoryRef[] | null } = {},
): HistoryChange => ({
  actionType: '~',
  objectType: 'AD_SET',
  field,
  old,
  new: next,
  ...refs,
});

const ref = (id: string, name: string | null, code: string | null = null): HistoryRef => ({
  id,
  name,
  code,
  deleted: name === null,
});

function renderLog(changes: HistoryChange[], timeZone = 'UTC') {
  render(
    <ActivityLogDialog
      opened
      title="Activity log"
      entries={[{ updatedBy: 'Ana', updatedDate: '2026-11-23T15:37:00.000Z', changes }]}
      isLoading={false}
      currency={{ code: 'SGD', maxFractionDigits: 2 }}
      catalogCurrency="MYR"
      timeZone={timeZone}
      onClose={() => undefined}
    />,
  );
  return within(screen.getByTestId('activity-log'));
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

describe('ActivityLogDialog', () => {
  it('names fields in words and shows values as the screens do: money, statuses, the catalog by name (issue 12)', async () => {
    const log = renderLog([
      change('budgetTotal', '2000.00', '2500.50'),
      change('runningStatus', 'STARTED', 'PAUSED'),
      change('status', 'DELIVERING', 'PAUSED'),
      change('catalogId', '1', '2', {
        oldRefs: [ref('1', 'Singapore', 'SG')],
        newRefs: [ref('2', 'Malaysia', 'MY')],
      }),
      change('budgetType', 'TOTAL', 'DAILY_TOTAL'),
    ]);
    const rows = log.getAllByRole('row').slice(1);
    expect(cellsOf(rows[0] as HTMLElement).slice(4)).toEqual([
      'Total budget',
      'SGD 2,000.00',
      'SGD 2,500.50',
    ]);
    expect(cellsOf(rows[1] as HTMLElement).slice(4)).toEqual(['Running status', 'Started', 'Paused']);
    expect(cellsOf(rows[2] as HTMLElement).slice(4)).toEqual(['Status', 'Delivering', 'Paused']);
    expect(cellsOf(rows[3] as HTMLElement).slice(4)).toEqual(['Country', 'Singapore', 'Malaysia']);
    expect(cellsOf(rows[4] as HTMLElement).slice(4)).toEqual(['Budget type', 'Total', 'Daily and total']);
    expect(log.queryByText('budgetTotal')).toBeNull();
    expect(log.queryByText('runningStatus')).toBeNull();
  });

  it('names brands, sellers, categories and segments as the server resolved them; a deleted one says so', () => {
    const log = renderLog([
      change('brandId', '2', '3', { oldRefs: [ref('2', 'Northwind')], newRefs: [ref('3', 'Lumen & Loom')] }),
      change('productSellerIds', null, '7, 8', {
        oldRefs: null,
        newRefs: [ref('7', 'Orchard Outlet'), ref('8', null)],
      }),
      change('productCategoryIds', '4', null, { oldRefs: [ref('4', 'Shoes')], newRefs: null }),
      change('segments', '5', '5, 6', {
        oldRefs: [ref('5', 'Deal Seekers')],
        newRefs: [ref('5', 'Deal Seekers'), ref('6', 'High Spenders')],
      }),
    ]);
    const rows = log.getAllByRole('row').slice(1);
    expect(cellsOf(rows[0] as HTMLElement).slice(4)).toEqual(['Brand', 'Northwind', 'Lumen & Loom']);
    expect(cellsOf(rows[1] as HTMLElement).slice(4)).toEqual([
      'Sellers',
      '-',
      'Orchard Outlet, #8 (deleted)',
    ]);
    expect(cellsOf(rows[2] as HTMLElement).slice(4)).toEqual(['Categories', 'Shoes', '-']);
    expect(cellsOf(rows[3] as HTMLElement).slice(4)).toEqual([
      'Segments',
      'Deal Seekers',
      'Deal Seekers, High Spenders',
    ]);
  });

  it('labels banner placement fields and unknown fields in words, never by their keys', () => {
    const log = renderLog([
      change('placements.DESKTOP_HOME.landingUrl', null, 'https://shop.test/a'),
      change('placements.MOBILE_HOME.url', null, 'https://cdn.test/b.png'),
      change('placements.FUTURE_SLOT.deeplink', null, 'app://c'),
      change('someNewField', 'x', 'y'),
    ]);
    const fields = log
      .getAllByRole('row')
      .slice(1)
      .map((row) => cellsOf(row as HTMLElement)[4]);
    expect(fields).toEqual([
      'Desktop home banner — landing URL',
      'Mobile home banner — image',
      'Future slot banner — deep link',
      'Some new field',
    ]);
    expect(log.queryByText(/placements\./)).toBeNull();
  });

  it('shows bids and budgets in the wallet currency and the product price filter in the catalog currency', () => {
    const log = renderLog([
      change('budgetDailyTotal', '5', '8'),
      change('bidWalletCurrency', null, '0.06'),
      change('productMinPrice', null, '12.5'),
    ]);
    const rows = log.getAllByRole('row').slice(1);
    expect(cellsOf(rows[0] as HTMLElement).slice(4)).toEqual(['Daily budget', 'SGD 5.00', 'SGD 8.00']);
    expect(cellsOf(rows[1] as HTMLElement).slice(4)).toEqual(['Bid', '-', 'SGD 0.06']);
    expect(cellsOf(rows[2] as HTMLElement).slice(4)).toEqual(['Minimum price', '-', 'MYR 12.50']);
  });

  it("writes times yyyy/MM/dd HH:mm and recorded days yyyy/MM/dd in the campaign's catalog's zone (decision 0181)", () => {
    const log = renderLog(
      [change('startDate', '2026-11-23T16:00:00.000Z', '2026-11-24T16:00:00.000Z')],
      'Asia/Singapore',
    );
    const [row] = log.getAllByRole('row').slice(1);
    const cells = cellsOf(row as HTMLElement);
    expect(cells[0]).toBe('2026/11/23 23:37');
    expect(cells.slice(5)).toEqual(['2026/11/24', '2026/11/25']);
  });

  it('keeps the date on one line', () => {
    const log = renderLog([change('name', 'A', 'B')]);
    const dateCell = log.getAllByRole('cell')[0] as HTMLElement;
    expect((dateCell.firstElementChild as HTMLElement).style.whiteSpace).toBe('nowrap');
  });
});
