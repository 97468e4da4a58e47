import type { SortState } from '@portal/domain/sponsor-status';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../testing/render';
import { defaultColumns } from '../utils/columns';
import { type RowActionViewer, rowActionsFor } from '../utils/row-actions';
import type { ListRow } from '../utils/rows';
import { SponsorTable } from './sponsor-table';

const row: ListRow = {
  id: '7',
  name: 'Spring sale',
  status: 'DELIVERING',
  adSet: {
    id: '70',
    name: 'Spring sale',
    status: 'DELIVERING',
    runningStatus: 'STARTED',
    effectiveStatus: null,
    budgetType: 'DAILY',
    budgetTotal: null,
    budgetDailyTotal: '25',
    startDate: '2025-03-01T00:00:00.000Z',
    endDate: null,
    catalog: { code: 'SG', name: 'Singapore', timeZone: 'Asia/Singapore' },
    report: null,
  },
  brandName: 'Acme',
  supplierName: 'Acme Fashion',
  country: 'Singapore',
  report: null,
  currency: { code: 'SGD', symbol: 'S$', maxFractionDigits: 2 },
};

function Harness({
  onSort = () => undefined,
  viewer = { roleName: 'OWNER', isStaff: false },
  onAction = () => undefined,
  rows = [row],
  subject,
  list,
  rowHref,
  onRowClick,
}: {
  rowHref?: (row: ListRow) => string;
  onRowClick?: (row: ListRow) => void;
  subject?: 'campaign' | 'adSet';
  list?: { page: number; numPages: number; totalCount: number };
  onSort?: (sort: SortState) => void;
  viewer?: RowActionViewer;
  onAction?: (action: string) => void;
  rows?: ListRow[];
}) {
  const [sort, setSort] = useState<SortState>(null);
  return (
    <SponsorTable
      rows={rows}
      subject={subject}
      list={list}
      onPageChange={list ? () => undefined : undefined}
      timeZone="UTC"
      rowHref={rowHref}
      onRowClick={onRowClick}
      columns={defaultColumns('SPONSOR_CAMPAIGN')}
      sort={sort}
      onSort={(next) => {
        onSort(next);
        setSort(next);
      }}
      canEdit={viewer.isStaff || viewer.roleName !== 'VIEWER'}
      actionsFor={(item) => rowActionsFor(viewer, item.status)}
      emptyText="No campaigns"
      actions={{
        onAction: (_, action) => onAction(action),
        onToggle: async () => undefined,
        onSaveBudget: async () => ({ ok: true }),
      }}
    />
  );
}

describe('SponsorTable sorting', () => {
  it('cycles a metric column descending, ascending, then unsorted', async () => {
    const onSort = vi.fn();
    render(<Harness onSort={onSort} />);
    const header = () => screen.getByRole('columnheader', { name: /Impressions/ });
    await userEvent.click(screen.getByRole('button', { name: /Impressions/ }));
    expect(onSort).toHaveBeenLastCalledWith({ column: 'impressions', direction: 'desc' });
    expect(header().getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(screen.getByRole('button', { name: /Impressions/ }));
    expect(onSort).toHaveBeenLastCalledWith({ column: 'impressions', direction: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: /Impressions/ }));
    expect(onSort).toHaveBeenLastCalledWith(null);
    expect(header().getAttribute('aria-sort')).toBe('none');
  });

  it('starts other columns ascending and restarts on a new column', async () => {
    const onSort = vi.fn();
    render(<Harness onSort={onSort} />);
    await userEvent.click(screen.getByRole('button', { name: 'Campaign' }));
    expect(onSort).toHaveBeenLastCalledWith({ column: 'name', direction: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: /Clicks/ }));
    expect(onSort).toHaveBeenLastCalledWith({ column: 'clicks', direction: 'desc' });
  });
});

describe('SponsorTable subject', () => {
  it("names the rows campaigns on the list and ad sets on a campaign's page", () => {
    const list = { page: 1, numPages: 1, totalCount: 1 };
    const { unmount } = render(<Harness list={list} />);
    expect(screen.getByRole('columnheader', { name: 'Campaign' })).toBeTruthy();
    expect(screen.getByText('1 campaign')).toBeTruthy();
    unmount();
    render(<Harness list={list} subject="adSet" />);
    expect(screen.getByRole('columnheader', { name: 'Ad set' })).toBeTruthy();
    expect(screen.getByText('1 ad set')).toBeTruthy();
    expect(screen.queryByText('1 campaign')).toBeNull();
  });
});

describe('SponsorTable cells', () => {
  it('shows the status, the budget and zero metrics', () => {
    render(<Harness />);
    const tableRow = screen.getByTestId('sponsor-row');
    expect(within(tableRow).getByText('Delivering')).toBeTruthy();
    expect(within(tableRow).getByText(/25\.00 \/ day/)).toBeTruthy();
    expect(within(tableRow).getAllByText('0.00%').length).toBeGreaterThan(0);
  });

  it("writes the schedule yyyy/MM/dd in the ad set's catalog's zone, as the wizard, not the browser's (decision 0181)", () => {
    // The wizard stores a Singapore start day as its midnight there (16:00 UTC the day before) and an end
    // day as its last millisecond.
    const adSet = {
      ...row.adSet!,
      startDate: '2026-11-23T16:00:00.000Z',
      endDate: '2026-11-30T15:59:59.999Z',
    };
    render(<Harness rows={[{ ...row, adSet }]} />);
    expect(within(screen.getByTestId('sponsor-row')).getByText('2026/11/24 – 2026/11/30')).toBeTruthy();
  });

  it('offers a VIEWER only the activity log and the detail link', async () => {
    const onAction = vi.fn();
    render(<Harness viewer={{ roleName: 'VIEWER', isStaff: false }} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Campaign actions' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Activity log', 'Open details']);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Activity log' }));
    expect(onAction).toHaveBeenCalledWith('activityLog');
  });

  it('keeps the row menu at the right edge, so opening it does not scroll the table sideways', () => {
    render(<Harness />);
    const headers = screen.getAllByRole('columnheader');
    const { style } = headers[headers.length - 1] as HTMLElement;
    expect([style.position, style.right]).toEqual(['sticky', '0px']);
    expect(within(headers[headers.length - 1] as HTMLElement).getByText('Campaign actions')).toBeTruthy();
  });

  it('keeps the campaign name at the left edge while the wide table scrolls sideways (issue 12)', () => {
    render(<Harness />);
    const { style } = screen.getAllByRole('columnheader')[0] as HTMLElement;
    expect(screen.getAllByRole('columnheader')[0]?.textContent).toContain('Campaign');
    expect([style.position, style.left]).toEqual(['sticky', '0px']);
    const nameCell = screen.getAllByRole('cell')[0] as HTMLElement;
    expect([nameCell.style.position, nameCell.style.background]).toEqual([
      'sticky',
      'var(--mantine-color-body)',
    ]);
  });

  it('offers staff Review and Remove', async () => {
    render(<Harness viewer={{ roleName: null, isStaff: true }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Campaign actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Review' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    expect(await screen.findByRole('menuitem', { name: 'Remove' })).toBeTruthy();
  });
});

describe('SponsorTable name link', () => {
  it("links a row's name to its page, the list's date and country in the address, and the row click does not navigate twice", async () => {
    const onRowClick = vi.fn();
    render(
      <Harness
        rowHref={(item) => `/sponsor/adset/${item.id}?date=2026-11-08_2026-12-07&country=SG`}
        onRowClick={onRowClick}
      />,
    );
    const link = screen.getByRole('link', { name: 'Spring sale' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/sponsor/adset/7');
    expect(href.searchParams.get('date')).toBe('2026-11-08_2026-12-07');
    expect(href.searchParams.get('country')).toBe('SG');
    await userEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe(
      '/sponsor/adset/7?date=2026-11-08_2026-12-07&country=SG',
    );
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('leaves the name plain text without a destination', () => {
    render(<Harness />);
    expect(screen.queryByRole('link', { name: 'Spring sale' })).toBeNull();
  });
});
