import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../testing/render';
import { presetRange } from '../utils/date-range';
import { DateRangePicker } from './date-range-picker';

const calendar = () => document.querySelector('.mantine-DatePicker-levelsGroup');

describe('DateRangePicker', () => {
  it('loads its calendar when opened, beside presets usable at once', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker value={{ start: null, end: null }} onChange={onChange} />);
    expect(calendar()).toBeNull();
    await userEvent.click(screen.getByTestId('date-range'));
    await waitFor(() => expect(calendar()).not.toBeNull());
    // Mantine hides dropdowns positioned against jsdom's empty layout from the accessibility tree.
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days', hidden: true }));
    expect(onChange).toHaveBeenCalledWith(presetRange('last7Days'));
  });

  it('applies the range shown in the opened calendar', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker value={{ start: '2026-03-02', end: '2026-03-08' }} onChange={onChange} />);
    await userEvent.click(screen.getByTestId('date-range'));
    await waitFor(() => expect(calendar()).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Apply', hidden: true }));
    expect(onChange).toHaveBeenCalledWith({ start: '2026-03-02', end: '2026-03-08' });
  });
});
