import type { DayRange } from '@portal/domain/date-range-presets';
import { zonedDay } from '@portal/domain/zoned-day';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../testing/render';
import { DateRangeFilter, type DateRangeFilterProps } from './date-range-filter';

const calendar = () => document.querySelector('.mantine-DatePicker-levelsGroup');
// Mantine hides dropdowns positioned against jsdom's empty layout from the accessibility tree.
const hidden = { hidden: true };

describe('DateRangeFilter', () => {
  it('shows the range in the spec format and loads its calendar when opened, presets usable at once', async () => {
    const onChange = vi.fn();
    render(
      <DateRangeFilter
        value={{ start: '2026-03-02', end: '2026-03-08' }}
        onChange={onChange}
        timeZone="UTC"
      />,
    );
    const button = screen.getByTestId('date-range');
    expect(button.textContent).toBe('2026/03/02 – 2026/03/08');
    expect(button.getAttribute('aria-label')).toBe('Date range: 2026/03/02 – 2026/03/08');
    expect(calendar()).toBeNull();
    await userEvent.click(button);
    await waitFor(() => expect(calendar()).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Lifetime', ...hidden }));
    expect(onChange).toHaveBeenCalledWith({ start: null, end: null });
  });

  it('opens the calendar with the range’s end, or today, in the right-hand month', async () => {
    const months = () =>
      [...document.querySelectorAll('.mantine-DatePicker-calendarHeaderLevel')].map(
        (level) => level.textContent,
      );
    const { unmount } = render(
      <DateRangeFilter
        value={{ start: '2026-03-02', end: '2026-03-08' }}
        onChange={vi.fn()}
        timeZone="UTC"
      />,
    );
    await userEvent.click(screen.getByTestId('date-range'));
    await waitFor(() => expect(months()).toEqual(['February 2026', 'March 2026']));
    unmount();
    render(<DateRangeFilter value={{ start: null, end: null }} onChange={vi.fn()} timeZone="UTC" />);
    await userEvent.click(screen.getByTestId('date-range'));
    const today = new Date(`${zonedDay(new Date(), 'UTC')}T00:00:00Z`);
    const monthOf = (at: Date) =>
      at.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const before = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
    await waitFor(() => expect(months()).toEqual([monthOf(before), monthOf(today)]));
  });

  it("counts presets in the zone it is given, not the browser's", async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC−11) are 25 hours apart: their "today" always differs.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const onChange = vi.fn();
      const { unmount } = render(
        <DateRangeFilter value={{ start: null, end: null }} onChange={onChange} timeZone={zone} />,
      );
      await userEvent.click(screen.getByTestId('date-range'));
      const today = zonedDay(new Date(), zone);
      await userEvent.click(await screen.findByRole('button', { name: 'Today', ...hidden }));
      expect(onChange).toHaveBeenCalledWith({ start: today, end: today });
      unmount();
    }
    expect(zonedDay(new Date(), 'Pacific/Kiritimati')).not.toBe(zonedDay(new Date(), 'Pacific/Pago_Pago'));
  });

  it('applies a typed range, ignores an end before the start, and clears to no range', async () => {
    const onChange = vi.fn();
    render(
      <DateRangeFilter
        value={{ start: '2026-03-02', end: '2026-03-08' }}
        onChange={onChange}
        timeZone="UTC"
      />,
    );
    await userEvent.click(screen.getByTestId('date-range'));
    const input = await screen.findByRole('textbox', { name: /Dates/, ...hidden });
    await userEvent.clear(input);
    await userEvent.type(input, '2026/04/10 – 2026/04/01{Enter}');
    expect((input as HTMLInputElement).value).toBe('2026/03/02 – 2026/03/08');
    await userEvent.clear(input);
    await userEvent.type(input, '2026/04/01 – 2026/04/10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply', ...hidden }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-04-01', end: '2026-04-10' });
    await userEvent.click(screen.getByTestId('date-range'));
    await userEvent.click(await screen.findByRole('button', { name: 'Clear', ...hidden }));
    expect(onChange).toHaveBeenLastCalledWith({ start: null, end: null });
  });

  it('says what no range means on the page', () => {
    render(
      <DateRangeFilter
        value={{ start: null, end: null }}
        onChange={vi.fn()}
        timeZone="UTC"
        emptyText="Lifetime"
      />,
    );
    expect(screen.getByTestId('date-range').textContent).toBe('Lifetime');
  });
});

/** The filter as a page holds it: the range in the page's state. */
function Stateful({ initial, ...props }: { initial: DayRange } & Partial<DateRangeFilterProps>) {
  const [range, setRange] = useState(initial);
  return <DateRangeFilter value={range} onChange={setRange} timeZone="UTC" {...props} />;
}

/** The names of the highlighted presets of the open picker: drawn so, and named so (aria-current). */
async function highlighted(): Promise<string[]> {
  const today = await screen.findByRole('button', { name: 'Today', ...hidden });
  const buttons = [...(today.parentElement?.children ?? [])] as HTMLElement[];
  const drawn = buttons.filter((button) => button.style.background.includes('blue-0'));
  const named = buttons.filter((button) => button.getAttribute('aria-current') === 'true');
  expect(named).toEqual(drawn);
  return drawn.map((button) => button.textContent ?? '');
}

describe('DateRangeFilter highlighting one of several presets with the same days', () => {
  // Monday 7 December 2026: the 1st to the 7th is both "This month" and "Last 7 days"; the 7th alone is "Today"
  // and "This week". Only Date is faked: the picker's timers run.
  const monday7December = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-07T08:00:00Z'));
  };
  afterEach(() => {
    vi.useRealTimers();
  });
  const firstWeek = { start: '2026-12-01', end: '2026-12-07' };

  it("highlights the page's default, the last 7 days, not this month which the list shows first", async () => {
    monday7December();
    render(<Stateful initial={firstWeek} />);
    await userEvent.click(screen.getByTestId('date-range'));
    expect(await highlighted()).toEqual(['Last 7 days']);
  });

  it('highlights the preset the user picked, and the first in the list for days no preset was chosen by', async () => {
    monday7December();
    render(<Stateful initial={{ start: '2026-11-01', end: '2026-11-30' }} />);
    await userEvent.click(screen.getByTestId('date-range'));
    expect(await highlighted()).toEqual(['Previous month']);
    await userEvent.click(screen.getByRole('button', { name: 'This month', ...hidden }));
    expect(screen.getByTestId('date-range').textContent).toBe('2026/12/01 – 2026/12/07');
    await userEvent.click(screen.getByTestId('date-range'));
    expect(await highlighted()).toEqual(['This month']);
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days', ...hidden }));
    await userEvent.click(screen.getByTestId('date-range'));
    expect(await highlighted()).toEqual(['Last 7 days']);
    // This week is only today (a Monday): picked, it is highlighted; the same day typed was not picked, so the
    // first of the list that gives it.
    await userEvent.click(screen.getByRole('button', { name: 'This week', ...hidden }));
    await userEvent.click(screen.getByTestId('date-range'));
    expect(await highlighted()).toEqual(['This week']);
    const input = await screen.findByRole('textbox', { name: /Dates/, ...hidden });
    await userEvent.clear(input);
    await userEvent.type(input, '2026/12/07 – 2026/12/07');
    await userEvent.click(screen.getByRole('button', { name: 'Apply', ...hidden }));
    await userEvent.click(screen.getByTestId('date-range'));
    expect(await highlighted()).toEqual(['Today']);
  });

  it('goes by the list order when the page names no preset, and highlights none for other days', async () => {
    monday7December();
    const { unmount } = render(<Stateful initial={firstWeek} preset={null} />);
    await userEvent.click(screen.getByTestId('date-range'));
    expect(await highlighted()).toEqual(['This month']);
    unmount();
    render(<Stateful initial={{ start: '2026-12-02', end: '2026-12-07' }} />);
    await userEvent.click(screen.getByTestId('date-range'));
    expect(await highlighted()).toEqual([]);
  });
});
