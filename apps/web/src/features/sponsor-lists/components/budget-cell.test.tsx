import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../testing/render';
import { BudgetCell } from './budget-cell';

/** Below the minimum of 1, written in the wallet currency (spec 2: the formatted minimum). */
const atLeastOne = /^The budget must be at least SGD\s1\.00$/;

const currency = { code: 'SGD', symbol: 'S$', maxFractionDigits: 2 };
// Mantine hides dropdowns positioned against jsdom's empty layout from the accessibility tree: `hidden: true`.
const saveButton = () => screen.getByRole('button', { name: 'Save', hidden: true });

async function open(
  adSet: { budgetType: string; budgetTotal: string | null; budgetDailyTotal: string | null },
  onSave = vi.fn(async () => ({ ok: true })),
) {
  render(<BudgetCell adSet={adSet} currency={currency} canEdit onSave={onSave} />);
  await userEvent.click(screen.getByTestId('budget-cell'));
  await screen.findByRole('dialog', { hidden: true });
  return onSave;
}

/** Replaces a field's text and leaves it (the popover checks on blur). */
async function enter(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
  await userEvent.tab();
}

describe('BudgetCell popover', () => {
  it('shows the amounts only to viewers', () => {
    render(
      <BudgetCell
        adSet={{ budgetType: 'DAILY', budgetTotal: null, budgetDailyTotal: '25' }}
        currency={currency}
        canEdit={false}
        onSave={vi.fn()}
      />,
    );
    expect(screen.getByText(/25\.00 \/ day/)).toBeTruthy();
    expect(screen.queryByTestId('budget-cell')).toBeNull();
  });

  it('checks a budget on blur: below 1 is refused, and the error waits for the field to be left', async () => {
    await open({ budgetType: 'TOTAL', budgetTotal: '100', budgetDailyTotal: null });
    const total = screen.getByLabelText('Total budget');
    await userEvent.clear(total);
    await userEvent.type(total, '0.5');
    expect(screen.queryByText(atLeastOne)).toBeNull();
    await userEvent.tab();
    expect(screen.getByText(atLeastOne)).toBeTruthy();
    await enter('Total budget', '1577');
    expect(screen.queryByText(atLeastOne)).toBeNull();
  });

  it('requires the budgets of the type and a number', async () => {
    await open({ budgetType: 'DAILY', budgetTotal: null, budgetDailyTotal: '10' });
    expect(screen.queryByLabelText('Total budget')).toBeNull();
    await enter('Daily budget', '');
    expect(screen.getByText('Require fill out the field')).toBeTruthy();
    await enter('Daily budget', '.');
    expect(screen.getByText('Enter a number')).toBeTruthy();
  });

  it("shows the rule's message for a total below the daily budget (as the dialog and the server), and does not save", async () => {
    const onSave = await open({ budgetType: 'DAILY_TOTAL', budgetTotal: '100', budgetDailyTotal: '10' });
    await enter('Total budget', '5');
    expect(screen.getByText(/^The total budget must be at least SGD\s10\.00\.$/)).toBeTruthy();
    await userEvent.click(saveButton());
    expect(onSave).not.toHaveBeenCalled();
    // A lower daily budget lifts the total's error.
    await enter('Daily budget', '5');
    expect(screen.queryByText(/The total budget must be at least/)).toBeNull();
  });

  it('refuses letters in the number inputs', async () => {
    await open({ budgetType: 'TOTAL', budgetTotal: '100', budgetDailyTotal: null });
    const total = screen.getByLabelText('Total budget');
    await userEvent.type(total, 'abc');
    expect((total as HTMLInputElement).value).toBe('100');
  });

  it('checks every field on save and sends the amounts of the type', async () => {
    const onSave = await open({ budgetType: 'DAILY_TOTAL', budgetTotal: '100', budgetDailyTotal: '10' });
    await userEvent.clear(screen.getByLabelText('Daily budget'));
    await userEvent.click(saveButton());
    expect(screen.getByText('Require fill out the field')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Daily budget'), '20');
    await userEvent.click(saveButton());
    expect(onSave).toHaveBeenLastCalledWith({ budget: '100', budgetDaily: '20' });
    await waitFor(() => expect(screen.queryByLabelText('Daily budget')).toBeNull());
  });

  it('shows the server error in the popover', async () => {
    await open(
      { budgetType: 'DAILY', budgetTotal: null, budgetDailyTotal: '10' },
      vi.fn(async () => ({ ok: false, error: 'Daily budget less than S$5.00' })),
    );
    await userEvent.click(saveButton());
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe(
      'Daily budget less than S$5.00',
    );
  });
});
