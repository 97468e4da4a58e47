import { Table as MantineTable } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { markup } from '../../testing/markup';
import { render } from '../../testing/render';
import { cellStyle } from './cell-style';
import { DataTable, type DataTableProps } from './data-table';
import type { TableColumnSetting } from './types';
import { useTableUrlState } from './use-table-url-state';

type Item = { id: string; name: string; amount: number };
const helper = createColumnHelper<Item>();
const columns = [
  helper.accessor('name', { id: 'name', header: 'Name', meta: { sticky: 'left' } }),
  helper.accessor('amount', { id: 'amount', header: 'Amount', meta: { align: 'right', sortKey: 'total' } }),
  helper.display({ id: 'menu', header: 'Menu', cell: () => 'menu', meta: { sticky: 'right' } }),
];
const items = (count: number): Item[] =>
  Array.from({ length: count }, (_, index) => ({ id: `i${index}`, name: `Item ${index}`, amount: index }));

function Table(props: Partial<DataTableProps<Item>>) {
  return (
    <DataTable
      data={items(3)}
      columns={columns}
      getRowId={(row) => row.id}
      label="Items"
      emptyText="Nothing here"
      {...props}
    />
  );
}

/** A server-sorted table wired to the address, as the pages do. */
function UrlTable({ data = items(3) }: { data?: Item[] }) {
  const state = useTableUrlState();
  return (
    <Table
      data={data}
      serverSort={{ sort: state.sort, onChange: state.setSort }}
      serverPaging={{ page: state.page, numPages: 3, onChange: state.setPage }}
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Items' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', () => {
  it('writes a header click to the address as the server sort key, and reads it back as aria-sort', async () => {
    render(<UrlTable />, { route: '/list?page=2&status=PAID' });
    const header = screen.getByRole('columnheader', { name: /Amount/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    await userEvent.click(within(header).getByRole('button'));
    // A new order starts again at page 1; the filters stay.
    expect(screen.getByTestId('location').textContent).toContain(
      '/list?status=PAID&sort=total&direction=asc',
    );
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Amount/ })).getByRole('button'));
    expect(screen.getByTestId('location').textContent).toContain('sort=total&direction=desc');
  });

  it('opens old billing links (sort=-key) sorted descending', () => {
    render(<UrlTable />, { route: '/list?sort=-total' });
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('pages through the address', async () => {
    render(<UrlTable />, { route: '/list?sort=name&direction=asc' });
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(screen.getByTestId('location').textContent).toContain('/list?sort=name&direction=asc&page=2');
  });

  it('sorts and pages a whole list on the client', async () => {
    const data = [
      { id: 'a', name: 'Beta', amount: 2 },
      { id: 'b', name: 'Alpha', amount: 1 },
      { id: 'c', name: 'Gamma', amount: 3 },
    ];
    render(<Table data={data} clientSort clientPageSize={2} />);
    expect(bodyRows()).toHaveLength(2);
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(bodyRows()[0]?.textContent).toContain('Alpha');
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]?.textContent).toContain('Gamma');
  });

  it('says the empty text when there are no rows, and shows a skeleton while loading', () => {
    const { unmount } = render(<Table data={[]} />);
    expect(screen.getByText('Nothing here')).toBeTruthy();
    unmount();
    render(<Table data={[]} isLoading />);
    expect(screen.queryByText('Nothing here')).toBeNull();
    expect(screen.getAllByTestId('data-table-skeleton-row').length).toBeGreaterThan(0);
  });

  it('orders and hides columns as the user arranged them, leaving the others in place', () => {
    render(
      <Table
        columnSettings={[
          { id: 'amount', show: true },
          { id: 'name', show: false },
        ]}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Amount', 'Menu']);
  });

  it('keeps the sticky columns at their edges on an opaque background, header and cells', () => {
    render(<Table />);
    const menu = screen.getByRole('columnheader', { name: 'Menu' }).style;
    expect([menu.position, menu.right, menu.left]).toEqual(['sticky', '0px', '']);
    const name = screen.getByRole('columnheader', { name: 'Name' }).style;
    expect([name.position, name.left, name.right]).toEqual(['sticky', '0px', '']);
    const cell = within(bodyRows()[0] as HTMLElement).getByText('Item 0').style;
    expect([cell.position, cell.left, cell.background]).toEqual([
      'sticky',
      '0px',
      'var(--mantine-color-body)',
    ]);
    const amount = screen.getByRole('columnheader', { name: 'Amount' }).style;
    expect(amount.position).toBe('');
  });

  it('stacks several sticky columns of a side from its edge, each after the widths before it, header and cells', () => {
    const stacked = [
      helper.display({ id: 'open', header: 'Open', cell: () => 'open', meta: { sticky: 'left', width: 40 } }),
      ...columns,
    ];
    const { unmount } = render(<Table columns={stacked} />);
    const row = bodyRows()[0] as HTMLElement;
    const look = (style: CSSStyleDeclaration) => [
      style.position,
      style.left,
      style.background,
      style.boxShadow,
    ];
    const body = 'var(--mantine-color-body)';
    const hairline = 'inset -1px 0 0 var(--mantine-color-default-border)';
    for (const open of [screen.getByRole('columnheader', { name: 'Open' }), within(row).getByText('open')]) {
      // The outer column: at the edge, opaque, no hairline (the next sticky column is beside it).
      expect(look(open.style)).toEqual(['sticky', '0px', body, '']);
    }
    for (const name of [
      screen.getByRole('columnheader', { name: 'Name' }),
      within(row).getByText('Item 0'),
    ]) {
      // The innermost: after the outer one's width, opaque, with the hairline the rest scrolls under.
      expect(look(name.style)).toEqual(['sticky', '40px', body, hairline]);
    }
    expect(screen.getByRole('columnheader', { name: 'Open' }).style.zIndex).toBe('3');
    expect(within(row).getByText('open').style.zIndex).toBe('1');
    expect(within(row).getByText('menu').style.right).toBe('0px');
    unmount();
    // A hidden column takes no place; a width in CSS units adds up in a calc().
    const { unmount: unmountHidden } = render(
      <Table columns={stacked} columnSettings={[{ id: 'open', show: false }]} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' }).style.left).toBe('0px');
    unmountHidden();
    const inRem = [
      helper.display({
        id: 'first',
        header: 'First',
        cell: () => 'first',
        meta: { sticky: 'left', width: '3rem' },
      }),
      ...stacked,
    ];
    // In a virtual list's memoised rows too (jsdom lays nothing out: a 440 px viewport gives a window).
    const viewport = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(440);
    onTestFinished(() => viewport.mockRestore());
    render(<Table columns={inRem} data={items(150)} />);
    const drawn = document.querySelector('tbody tr:not([aria-hidden])') as HTMLElement;
    expect(within(drawn).getByText('Item 0').style.left).toBe('calc(40px + 3rem)');
    expect(within(drawn).getByText('open').style.left).toBe('3rem');
    expect(within(drawn).getByText('first').style.left).toBe('0px');
  });

  it('renders every row up to 100 and only a window of them past 100', () => {
    const { unmount } = render(<Table data={items(100)} />);
    expect(bodyRows()).toHaveLength(100);
    unmount();
    render(<Table data={items(500)} />);
    // Spacer rows are aria-hidden, so roles do not see them: read the markup.
    const rows = [...document.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    const rendered = rows.filter((row) => row.getAttribute('aria-hidden') !== 'true');
    expect(rendered.length).toBeLessThan(100);
    // The spacer keeps the scroll height of the rows left out (44 px each, estimated).
    const heights = rows
      .filter((row) => row.getAttribute('aria-hidden') === 'true')
      .map((row) => row.style.height);
    expect(heights).toContain(`${(500 - rendered.length) * 44}px`);
  });

  it('opens one row below itself, across the columns, in a short and in a virtual list', () => {
    const expandedRow = { id: 'i1', render: (row: Item) => `Chart of ${row.name}`, height: 300 };
    const { unmount } = render(<Table data={items(3)} expandedRow={expandedRow} />);
    const rows = bodyRows();
    expect(rows).toHaveLength(4);
    expect(rows[2]?.textContent).toBe('Chart of Item 1');
    expect(within(rows[2]!).getByRole('cell').getAttribute('colspan')).toBe('3');
    unmount();
    render(<Table data={items(500)} expandedRow={{ ...expandedRow, id: 'i0' }} />);
    // jsdom lays nothing out, so the window is empty: the spacer shows the opened row's height reserved.
    const heights = [...document.querySelectorAll<HTMLTableRowElement>('tbody tr[aria-hidden="true"]')].map(
      (row) => row.style.height,
    );
    expect(heights).toContain(`${500 * 44 + 300}px`);
  });

  it("gives the opened row's panel the visible width of the table, sticky at its left, and follows resizes", () => {
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          observers.push(this.callback);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    let visible = 640;
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => visible });
    try {
      const expandedRow = { id: 'i1', render: (row: Item) => `Chart of ${row.name}`, height: 300 };
      render(<Table data={items(3)} expandedRow={expandedRow} minWidth={1400} />);
      const cell = within(bodyRows()[2]!).getByRole('cell');
      const panel = cell.querySelector<HTMLElement>('[data-expanded-panel]')!;
      expect(panel.textContent).toBe('Chart of Item 1');
      // Not the table's 1,400 px scroll width: the scroll box's visible part, held in view while it scrolls.
      expect(panel.style.position).toBe('sticky');
      expect(panel.style.left).toBe('0px');
      expect(panel.style.width).toBe('640px');
      expect(panel.style.boxSizing).toBe('border-box');
      // The panel, not the cell, has the padding, so it starts at the table's left edge.
      expect(cell.style.padding).toBe('0rem');
      visible = 512;
      act(() => {
        for (const callback of observers) callback();
      });
      expect(panel.style.width).toBe('512px');
    } finally {
      // Element.prototype's own (jsdom's 0) shows again.
      Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
      vi.unstubAllGlobals();
    }
  });

  it('draws no header row when asked, every row then being a data row', () => {
    render(<Table hideHeader />);
    expect(screen.queryAllByRole('columnheader')).toEqual([]);
    const rows = within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['Item 00menu', 'Item 11menu', 'Item 22menu']);
  });

  it('opens a clickable row with Enter', async () => {
    const opened: string[] = [];
    render(<Table onRowClick={(row) => opened.push(row.id)} />);
    const [first] = bodyRows();
    first?.focus();
    await userEvent.keyboard('{Enter}');
    expect(opened).toEqual(['i0']);
  });
});

/** A page around a client-sorted table: it can render again with the same props, or hide the amounts. */
function Page({ data, columns }: Pick<DataTableProps<Item>, 'data' | 'columns'>) {
  const [, setRenders] = useState(0);
  const [settings, setSettings] = useState<TableColumnSetting[] | undefined>(undefined);
  return (
    <>
      <button type="button" onClick={() => setRenders((count) => count + 1)}>
        Render again
      </button>
      <button type="button" onClick={() => setSettings([{ id: 'amount', show: false }])}>
        Hide amount
      </button>
      <Table data={data} columns={columns} clientSort columnSettings={settings} />
    </>
  );
}

/**
 * The reference: the rows as Mantine's own Table.Tr and Table.Td draw them in DataTable's <Table> (striped,
 * highlighted on hover, clickable), with the columns' alignment and cell styles.
 */
function MantineRows() {
  return (
    <MantineTable striped highlightOnHover verticalSpacing="xs" aria-label="Items">
      <MantineTable.Tbody>
        {items(3).map((item) => (
          <MantineTable.Tr key={item.id} tabIndex={0} style={{ cursor: 'pointer' }}>
            {columns.map((column) => (
              <MantineTable.Td key={column.id} ta={column.meta?.align} style={cellStyle(column.meta)}>
                {column.id === 'name' ? item.name : column.id === 'amount' ? item.amount : 'menu'}
              </MantineTable.Td>
            ))}
          </MantineTable.Tr>
        ))}
      </MantineTable.Tbody>
    </MantineTable>
  );
}

/** The drawn rows of a virtual list: its spacer rows are aria-hidden. */
const drawnRows = () =>
  [...document.querySelectorAll<HTMLTableRowElement>('tbody tr')].filter(
    (row) => row.getAttribute('aria-hidden') !== 'true',
  );

describe('DataTable past 100 rows (virtual)', () => {
  // jsdom lays nothing out: a viewport 440 px tall (ten rows of 44 px) lets the virtualizer draw a window.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(440);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("draws the rows in view and one beyond, each row with the markup of Mantine's Table.Tr and Table.Td", () => {
    const { unmount } = render(<MantineRows />);
    const mantineRow = markup(document.querySelectorAll('tbody tr')[1]!);
    unmount();
    render(<Table data={items(3)} onRowClick={() => {}} striped />);
    expect(markup(bodyRows()[1]!)).toBe(mantineRow);
    expect(document.querySelector('thead')?.hasAttribute('data-sticky')).toBe(false);
    cleanup();
    render(<Table data={items(500)} onRowClick={() => {}} striped />);
    expect(drawnRows().map((row) => row.textContent)).toEqual(
      Array.from({ length: 11 }, (_, index) => `Item ${index}${index}menu`),
    );
    // Plain <tr>/<td> with Mantine's classes, data attributes and cell styles: the same markup.
    expect(markup(drawnRows()[1]!)).toBe(mantineRow);
    expect(document.querySelector('thead')?.getAttribute('data-sticky')).toBe('true');
  });

  it('sorts and hides columns in the window, and leaves drawn rows alone when the page renders again', async () => {
    const renders: string[] = [];
    const counted = [
      ...columns.slice(0, 2),
      helper.display({
        id: 'menu',
        header: 'Menu',
        cell: ({ row }) => {
          renders.push(row.original.id);
          return 'menu';
        },
      }),
    ];
    const data = items(500);
    render(<Page data={data} columns={counted} />);
    expect(renders).toHaveLength(11);
    // The page renders again with the same data and columns: no row renders again.
    await userEvent.click(screen.getByRole('button', { name: 'Render again' }));
    expect(renders).toHaveLength(11);
    const amount = () => within(screen.getByRole('columnheader', { name: /Amount/ })).getByRole('button');
    await userEvent.click(amount());
    await userEvent.click(amount());
    expect(drawnRows()[0]?.textContent).toBe('Item 499499menu');
    await userEvent.click(screen.getByRole('button', { name: 'Hide amount' }));
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Menu']);
    expect(drawnRows()[0]?.textContent).toBe('Item 499menu');
    expect(drawnRows()[0]?.cells).toHaveLength(2);
  });

  it('draws a header-less window, every drawn row a data row', () => {
    render(<Table data={items(500)} hideHeader />);
    expect(screen.queryAllByRole('columnheader')).toEqual([]);
    expect(document.querySelector('thead')).toBeNull();
    expect(drawnRows()).toHaveLength(11);
  });

  it('opens a row below itself in the window, across the columns, and keeps its height in the spacer', () => {
    const expandedRow = { id: 'i1', render: (row: Item) => `Chart of ${row.name}`, height: 300 };
    render(<Table data={items(500)} expandedRow={expandedRow} />);
    const rows = drawnRows();
    expect(rows[2]?.textContent).toBe('Chart of Item 1');
    expect(rows[2]?.cells[0]?.getAttribute('colspan')).toBe('3');
    // 440 px of view: rows 0 and 1 (88 px) and the chart (300 px) leave room for rows 2 and 3, then one more.
    expect(rows.filter((row) => !row.hasAttribute('data-expanded-for'))).toHaveLength(4 + 1);
    const spacer = document.querySelector<HTMLTableRowElement>('tbody tr[aria-hidden="true"]');
    expect(spacer?.style.height).toBe(`${(500 - 5) * 44}px`);
  });

  it("makes a row of a long list in the server's order when it is drawn, and every row when it sorts them", async () => {
    const asked = new Set<string>();
    const getRowId = (row: Item) => {
      asked.add(row.id);
      return row.id;
    };
    render(<Table data={items(500)} getRowId={getRowId} />);
    expect(drawnRows()).toHaveLength(11);
    expect(asked.size).toBe(11);
    // Further down, the rows drawn there are made then, and they are the rows at those places.
    scrollTo(300 * 44);
    expect(drawnRows()[1]?.textContent).toBe('Item 300300menu');
    expect(asked.size).toBeLessThan(30);
    cleanup();
    asked.clear();
    render(<Table data={items(500)} getRowId={getRowId} clientSort />);
    expect(asked.size).toBe(500);
    const amount = () => within(screen.getByRole('columnheader', { name: /Amount/ })).getByRole('button');
    await userEvent.click(amount());
    await userEvent.click(amount());
    expect(drawnRows()[0]?.textContent).toBe('Item 499499menu');
  });

  /** Scrolls the table's virtual viewport (jsdom keeps scrollTop as set) and lets the virtualizer see it. */
  const scrollTo = (top: number) => {
    const viewport = document.querySelector<HTMLElement>('tbody')!.closest('table')!.parentElement!;
    act(() => {
      viewport.scrollTop = top;
      viewport.dispatchEvent(new Event('scroll'));
    });
  };

  it('recycles: a scroll that brings a whole new window gives the drawn row elements the new rows', () => {
    render(<Table data={items(500)} recycleRows />);
    const before = drawnRows();
    expect(before[0]?.getAttribute('data-row-id')).toBe('i0');
    scrollTo(200 * 44);
    const after = drawnRows();
    expect(after[1]?.textContent).toBe('Item 200200menu');
    expect(after.map((row) => row.getAttribute('data-row-id'))).toContain('i205');
    // The <tr> elements of the first window, now showing other rows (and one more, as the window has a row
    // of overscan above it now).
    expect(before.every((row) => after.includes(row))).toBe(true);
    expect(after).toHaveLength(before.length + 1);
  });

  it('without recycling a new window is new row elements, and the row id stays out of the markup', () => {
    render(<Table data={items(500)} />);
    const before = drawnRows();
    expect(before[0]?.hasAttribute('data-row-id')).toBe(false);
    scrollTo(200 * 44);
    expect(drawnRows().some((row) => before.includes(row))).toBe(false);
  });

  it('lets the focus go when the focused row element comes to show another row, and keeps it while it does not', async () => {
    render(<Table data={items(500)} recycleRows onRowClick={() => {}} />);
    const first = drawnRows()[0]!;
    act(() => first.focus());
    expect(document.activeElement).toBe(first);
    // A small scroll: row 0 stays drawn in its own element, focused.
    scrollTo(44);
    expect(first.getAttribute('data-row-id')).toBe('i0');
    expect(document.activeElement).toBe(first);
    // A jump: the element now shows another row, and Enter must not open that one.
    scrollTo(300 * 44);
    expect(first.getAttribute('data-row-id')).not.toBe('i0');
    expect(document.activeElement).not.toBe(first);
  });
});
