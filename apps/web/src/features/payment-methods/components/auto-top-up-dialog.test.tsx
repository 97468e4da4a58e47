import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../../testing/i18n';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { AutoTopUpDialog } from './auto-top-up-dialog';
import { limitsOf } from './auto-top-up-values';

const settings = { autoTopUp: false, autoTopUpThreshold: '0', autoTopUpAmount: '100' };
const currency = { code: 'SGD', maxFractionDigits: 2 };
const limits = limitsOf(['50', '50000'], 2);

/** The server echoes what was saved. */
const savedAnswer = (variables: Record<string, unknown>) => ({
  updateAutoTopUp: {
    ok: true,
    errors: [],
    autoTopUp: {
      autoTopUp: variables.autoTopUp,
      autoTopUpThreshold: variables.autoTopUpThreshold,
      autoTopUpAmount: variables.autoTopUpAmount,
    },
  },
});

function setup() {
  const onSaved = vi.fn();
  const { client, calls } = mockClient({ UpdateAutoTopUp: savedAnswer });
  render(
    <AutoTopUpDialog
      opened
      enable
      onClose={vi.fn()}
      settings={settings}
      limits={limits}
      currency={currency}
      onSaved={onSaved}
    />,
    { client },
  );
  return { calls, onSaved };
}

const saves = (calls: { name?: string; variables: Record<string, unknown> }[]) =>
  calls.filter((call) => call.name === 'UpdateAutoTopUp');

describe('AutoTopUpDialog', () => {
  it('starts from the current values and cannot save until the terms box is ticked', async () => {
    const { calls } = setup();
    expect((screen.getByLabelText(/Top-up amount/) as HTMLInputElement).value).toBe('100');
    expect((screen.getByLabelText(/Threshold/) as HTMLInputElement).value).toBe('0');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await userEvent.click(save);
    expect(saves(calls)).toHaveLength(0);
  });

  it('refuses an amount below the card minimum or above the maximum, with the formatted bound', async () => {
    const { calls } = setup();
    await userEvent.click(screen.getByRole('checkbox'));
    const amount = screen.getByLabelText(/Top-up amount/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The amount must be at least .*50\.00/)).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '60000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The amount must be at most .*50,000\.00/)).toBeTruthy();
    expect(saves(calls)).toHaveLength(0);
  });

  it('shows each error on its own field: a threshold above the card maximum, an empty amount', async () => {
    const { calls } = setup();
    await userEvent.click(screen.getByRole('checkbox'));
    const threshold = screen.getByLabelText(/Threshold/);
    const amount = screen.getByLabelText(/Top-up amount/);
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '60000');
    await userEvent.clear(amount);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The amount must be at most .*50,000\.00/)).toBeTruthy();
    expect(threshold.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '0');
    await userEvent.type(amount, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(threshold.getAttribute('aria-invalid')).toBe('false');
  });

  it('saves on, threshold and amount once the terms are accepted', async () => {
    const { calls, onSaved } = setup();
    const threshold = screen.getByLabelText(/Threshold/);
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '25');
    const amount = screen.getByLabelText(/Top-up amount/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saves(calls)[0]?.variables).toEqual({
      autoTopUp: true,
      autoTopUpThreshold: '25',
      autoTopUpAmount: '150',
    });
  });

  it('reads the amounts in the language: "50,00" is refused in English and fifty in Indonesian', async () => {
    const english = setup();
    await userEvent.click(screen.getByRole('checkbox'));
    const amount = screen.getByLabelText(/Top-up amount/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '50,00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Type the amount as 1,250.50/)).toBeTruthy();
    expect(saves(english.calls)).toHaveLength(0);
    cleanup();

    await testI18n.changeLanguage('id');
    try {
      const { calls, onSaved } = setup();
      const typed = screen.getByLabelText(/Top-up amount/);
      await userEvent.clear(typed);
      await userEvent.type(typed, '1.050,50');
      await userEvent.click(screen.getByRole('checkbox'));
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(saves(calls)[0]?.variables).toMatchObject({ autoTopUpAmount: '1050.5' });
    } finally {
      await testI18n.changeLanguage('en');
    }
  });
});
