import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../testing/mock-client';
import { render } from '../../testing/render';
import { RegisterRoute } from './register';

function Landed() {
  const location = useLocation();
  return <div data-testid="landed">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

const noProblem = { ok: true, errors: [] };

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('RegisterRoute (issue 12: the quick-start guide did not open after sign-up)', {
  timeout: 20_000,
}, () => {
  it('lands the new owner on /sponsor with the guide open (#get-started)', async () => {
    const { client } = mockClient({
      AppSettings: { publicFeatureFlags: [], publicConfigurations: [] },
      SignUpWalletCurrencies: {
        currencies: [{ id: '1', code: 'SGD', name: 'Singapore Dollar', canWalletUse: true }],
      },
      SignUpBrandOptions: {
        signUpBrandOptions: [{ id: '7', name: 'Northwind', logo: '/media/brands/7.svg' }],
      },
      SignUpSellerOptions: { signUpSellerOptions: [] },
      CheckErrorSignUpData: { checkErrorSignUpData: noProblem },
      CheckWarningSignUpData: { checkWarningSignUpData: { ...noProblem, warnings: [] } },
      CreateAccount: { createAccount: { ...noProblem, accountId: '99' } },
    });
    render(<RegisterRoute />, {
      client,
      route: '/auth/register?step=0',
      path: '/auth/register',
      extraRoutes: <Route path="/sponsor" element={<Landed />} />,
    });
    await screen.findByRole('button', { name: 'Sign up' });
    fill(/Full name/, 'Ada Lovelace');
    fill(/^E-mail/, 'ada@example.test');
    fill(/^Password/, 'Sup3r$ecretPass');
    fill(/Company name/, 'Analytical Engines');
    fill(/Authorized representative/, 'Ada Lovelace');
    fill(/Registration number/, 'REG-1');
    fill(/^Address/, '1 Engine Street');
    fill(/Postal code/, '018989');
    fill(/Phone number/, '9123 4567');
    await userEvent.click(screen.getByLabelText(/I agree to the/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await userEvent.click(await screen.findByRole('textbox', { name: /Brands/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Northwind', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/sponsor#get-started'));
  });
});
