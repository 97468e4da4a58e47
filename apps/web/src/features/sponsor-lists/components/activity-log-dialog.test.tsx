import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { ActivityLogDialog, type HistoryChange } from './activity-log-dialog';

const change = (field: string, old: string | null, next: string | null): HistoryChange => ({
  actionType: '~',
  objectType: 'AD_SET',
  field,
  old,
  new: next,
});

function renderLog(changes: HistoryChange[], timeZone = 'UTC') {
  const { client } = mockClient({
    SponsorListCatalogs: {
      allCatalogs: [
        { id: '1', code: 'SG', name: 'Singapore', timeZone: 'Asia/Singapore' },
        { id: '2', code: 'MY', name: 'Malaysia', timeZone: 'Asia/Kuala_Lumpur' },
      ],
    },
  });
  render(
    <ActivityLogDialog
      opened
      title="Activity log"
      entries={[{ updatedBy: 'Ana', updatedDate: '2026-11-23T15:37:00.000Z', changes }]}
      isLoading={false}
      currency={{ code: 'SGD', maxFractionDigits: 2 }}
      timeZone={timeZone}
      onClose={() => undefined}
    />,
    { client },
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
      change('catalogId', '1', '2'),
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
    expect(await log.findByText('Singapore')).toBeTruthy();
    expect(cellsOf(rows[3] as HTMLElement).slice(4)).toEqual(['Country', 'Singapore', 'Malaysia']);
    expect(cellsOf(rows[4] as HTMLElement).slice(4)).toEqual(['Budget type', 'Total', 'Daily and total']);
    expect(log.queryByText('budgetTotal')).toBeNull();
    expect(log.queryByText('runningStatus')).toBeNull();
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
