import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../testing/i18n';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { BillingInfoForm } from './billing-info-form';

const info = {
  id: '1',
  name: 'Acme Fashion',
  email: 'owner@demo.test',
  description: '',
  topUpAlertAmount: null,
};

describe('BillingInfoForm', () => {
  it('validates on blur: description required, e-mail valid', async () => {
    render(<BillingInfoForm info={info} />);
    const description = screen.getByLabelText(/Description/);
    fireEvent.focus(description);
    fireEvent.blur(description);
    expect(await screen.findByText('Enter a description.')).toBeTruthy();
    const email = screen.getByLabelText(/E-mail/);
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    fireEvent.blur(email);
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
  });

  it('refuses an alert amount above 2,000,000,000 without calling the server', async () => {
    const { client, calls } = mockClient({});
    render(<BillingInfoForm info={{ ...info, description: 'PO 1' }} />, { client });
    const amount = screen.getByLabelText(/Top-up alert amount/);
    await userEvent.type(amount, '2000000001');
    fireEvent.blur(amount);
    expect(await screen.findByText('The amount can be at most 2,000,000,000.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.some((call) => call.name === 'UpdateBillingDetails')).toBe(false);
  });

  it('sends the trimmed details with the limit itself accepted', async () => {
    const { client, calls } = mockClient({
      UpdateBillingDetails: {
        updateBillingDetails: {
          ok: true,
          errors: [],
          billingInfo: { ...info, description: 'PO 42', topUpAlertAmount: '2000000000' },
        },
      },
    });
    render(<BillingInfoForm info={info} />, { client });
    await userEvent.type(screen.getByLabelText(/Description/), '  PO 42 ');
    await userEvent.type(screen.getByLabelText(/Top-up alert amount/), '2000000000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'UpdateBillingDetails')?.variables).toEqual({
        name: 'Acme Fashion',
        email: 'owner@demo.test',
        description: 'PO 42',
        topUpAlertAmount: '2000000000',
      }),
    );
  });

  it('shows the server messages in the red banner', async () => {
    const { client } = mockClient({
      UpdateBillingDetails: {
        updateBillingDetails: {
          ok: false,
          errors: [{ field: 'topUpAlertAmount', messages: ['billing:error.tooManyDecimals'] }],
          billingInfo: null,
        },
      },
    });
    render(<BillingInfoForm info={{ ...info, description: 'PO 1' }} />, { client });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many decimals for the wallet currency.');
  });

  it('reads the alert amount in the language: "50,00" refused in English, fifty in Portuguese', async () => {
    const { client, calls } = mockClient({
      UpdateBillingDetails: {
        updateBillingDetails: {
          ok: true,
          errors: [],
          billingInfo: { ...info, description: 'PO 7', topUpAlertAmount: '1500.5' },
        },
      },
    });
    const { unmount } = render(<BillingInfoForm info={{ ...info, description: 'PO 7' }} />, { client });
    const amount = screen.getByLabelText(/Top-up alert amount/);
    await userEvent.type(amount, '50,00');
    fireEvent.blur(amount);
    expect(await screen.findByText(/Type the amount as 1,250.50/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.some((call) => call.name === 'UpdateBillingDetails')).toBe(false);
    unmount();

    await testI18n.changeLanguage('pt');
    try {
      render(<BillingInfoForm info={{ ...info, description: 'PO 7' }} />, { client });
      await userEvent.type(screen.getByLabelText(/Top-up alert amount/), '1.500,50');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(calls.find((call) => call.name === 'UpdateBillingDetails')?.variables).toMatchObject({
          topUpAlertAmount: '1500.5',
        }),
      );
      // The saved amount comes back written the Portuguese way.
      await waitFor(() =>
        expect((screen.getByLabelText(/Top-up alert amount/) as HTMLInputElement).value).toBe('1500,5'),
      );
    } finally {
      await testI18n.changeLanguage('en');
    }
  });
});
