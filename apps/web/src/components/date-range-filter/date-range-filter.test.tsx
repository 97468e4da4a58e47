import { zonedDay } from '@portal/domain/zoned-day';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../testing/render';
import { DateRangeFilter } from './date-range-filter';

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
