import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../testing/render';
import { BudgetDialog } from './budget-dialog';

/** Below the minimum of 1, written in the wallet currency (spec 2: the formatted minimum). */
const atLeastOne = /^The budget must be at least SGD\s1\.00$/;

const ok = () => screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement;

function open(
  adSet: { budgetType: string; budgetTotal: string | null; budgetDailyTotal: string | null },
  onSave = vi.fn(),
) {
  render(
    <BudgetDialog
      opened
      adSet={adSet}
      currency={{ code: 'SGD', symbol: 'S$', maxFractionDigits: 2 }}
      onClose={vi.fn()}
      onSave={onSave}
    />,
  );
  return onSave;
}

describe('BudgetDialog', () => {
  it('keeps OK disabled while a chosen budget is below 1 or empty', async () => {
    open({ budgetType: 'DAILY', budgetTotal: null, budgetDailyTotal: '10' });
    expect(ok().disabled).toBe(false);
    const daily = screen.getByLabelText('Daily budget');
    await userEvent.clear(daily);
    expect(ok().disabled).toBe(true);
    await userEvent.type(daily, '0.5');
    expect(ok().disabled).toBe(true);
    expect(screen.getByText(atLeastOne)).toBeTruthy();
    await userEvent.clear(daily);
    await userEvent.type(daily, '12');
    expect(ok().disabled).toBe(false);
  });

  it('shows each field its own rule: a number, and a total not below the daily budget (as the server)', async () => {
    open({ budgetType: 'DAILY_TOTAL', budgetTotal: '100', budgetDailyTotal: '10' });
    const daily = screen.getByLabelText('Daily budget');
    const total = screen.getByLabelText('Total budget');
    await userEvent.clear(total);
    await userEvent.type(total, '.');
    expect(screen.getByText('Enter a number')).toBeTruthy();
    await userEvent.clear(total);
    await userEvent.type(total, '5');
    expect(screen.getByText(/^The total budget must be at least SGD\s10\.00\.$/)).toBeTruthy();
    expect(ok().disabled).toBe(true);
    // A lower daily budget lifts the total's error without touching the total.
    await userEvent.clear(daily);
    await userEvent.type(daily, '5');
    expect(screen.queryByText(/The total budget must be at least/)).toBeNull();
    expect(screen.queryByText('Enter a number')).toBeNull();
    expect(ok().disabled).toBe(false);
  });

  it('shows a saved budget the rules refuse as soon as it opens', () => {
    open({ budgetType: 'DAILY', budgetTotal: null, budgetDailyTotal: '0.5' });
    expect(screen.getByText(atLeastOne)).toBeTruthy();
    expect(ok().disabled).toBe(true);
  });

  it('refuses letters in the number inputs', async () => {
    open({ budgetType: 'TOTAL', budgetTotal: '100', budgetDailyTotal: null });
    const total = screen.getByLabelText('Total budget');
    await userEvent.type(total, 'abc');
    expect((total as HTMLInputElement).value).toBe('100');
  });

  it('needs always on or at least one budget', async () => {
    open({ budgetType: 'DAILY', budgetTotal: null, budgetDailyTotal: '10' });
    await userEvent.click(screen.getByLabelText('Set a daily budget'));
    expect(ok().disabled).toBe(true);
    await userEvent.click(screen.getByLabelText('Always on'));
    expect(ok().disabled).toBe(false);
  });

  it('sends daily and total, or nothing for always on', async () => {
    const onSave = open(
      { budgetType: 'DAILY', budgetTotal: null, budgetDailyTotal: '10' },
      vi.fn(async () => ({ ok: true })),
    );
    await userEvent.click(screen.getByLabelText('Set a total budget'));
    await userEvent.type(screen.getByLabelText('Total budget'), '300');
    await userEvent.click(ok());
    expect(onSave).toHaveBeenLastCalledWith({ budget: '300', budgetDaily: '10' });
    await userEvent.click(screen.getByLabelText('Always on'));
    await userEvent.click(ok());
    expect(onSave).toHaveBeenLastCalledWith({ budget: null, budgetDaily: null });
  });

  it('shows the server error beside the save button', async () => {
    open(
      { budgetType: 'DAILY', budgetTotal: null, budgetDailyTotal: '10' },
      vi.fn(async () => ({ ok: false, error: 'Daily budget less than S$5.00' })),
    );
    await userEvent.click(ok());
    expect((await screen.findByRole('alert')).textContent).toBe('Daily budget less than S$5.00');
  });
});
