import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { RegisterPage } from './register-page';

const currencies = {
  currencies: [
    { id: '1', code: 'SGD', name: 'Singapore Dollar', canWalletUse: true },
    { id: '2', code: 'MYR', name: 'Malaysian Ringgit', canWalletUse: true },
  ],
};
const brands = {
  signUpBrandOptions: [
    { id: '7', name: 'Northwind', logo: '/media/brands/7.svg' },
    { id: '8', name: 'Harbor Lane', logo: '/media/brands/8.svg' },
  ],
};
const sellers = {
  signUpSellerOptions: [{ id: '31', nameWithCatalog: 'Urban Closet (SG)', originalSellerId: 'SG-SEL-0001' }],
};
const noProblem = { ok: true, errors: [] };

function answers(overrides: Record<string, unknown> = {}) {
  return mockClient({
    SignUpWalletCurrencies: currencies,
    SignUpBrandOptions: brands,
    SignUpSellerOptions: sellers,
    CheckErrorSignUpData: { checkErrorSignUpData: noProblem },
    CheckWarningSignUpData: { checkWarningSignUpData: { ...noProblem, warnings: [] } },
    CreateAccount: { createAccount: { ...noProblem, accountId: '99' } },
    ...overrides,
  });
}

function renderPage(
  client: ReturnType<typeof mockClient>['client'],
  props: Partial<Parameters<typeof RegisterPage>[0]> = {},
) {
  const onSignedUp = vi.fn();
  render(<RegisterPage excludedFields={[]} hideSellerSelector={false} onSignedUp={onSignedUp} {...props} />, {
    client,
    route: '/auth/register?step=0',
  });
  return { onSignedUp };
}

/** A change event per field: typing a dozen fields key by key re-renders the whole form each time. */
function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillCompanyStep() {
  fill(/Full name/, '  Ada Lovelace ');
  fill(/^E-mail/, 'ada@example.test');
  fill(/^Password/, 'Sup3r$ecretPass');
  fill(/Company name/, 'Analytical Engines');
  fill(/Authorized representative/, 'Ada Lovelace');
  fill(/Registration number/, 'REG-1');
  fill(/^Address/, '1 Engine Street');
  fill(/Postal code/, '018989');
  fill(/Phone number/, '9123 4567');
  await userEvent.click(screen.getByLabelText(/I agree to the/));
}

// Big forms in jsdom are slow; these tests walk a whole step.
describe('RegisterPage, company step', { timeout: 20_000 }, () => {
  it('validates a required field when it loses focus', async () => {
    const { client } = answers();
    renderPage(client);
    const companyName = screen.getByLabelText(/Company name/);
    await userEvent.type(companyName, '   ');
    fireEvent.blur(companyName);
    expect(await screen.findByText('Enter the company name.')).toBeTruthy();
  });

  it('shows every field of the spec, defaults country and phone to Singapore, and hides excluded fields', async () => {
    const { client } = answers();
    renderPage(client, { excludedFields: ['registrationNo'] });
    expect(screen.getByLabelText(/Authorized representative/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveProperty('value', 'Singapore');
    expect(screen.getByRole('textbox', { name: 'Dial code' })).toHaveProperty('value', 'SG +65');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Wallet currency' })).toHaveProperty(
        'value',
        'SGD · Singapore Dollar',
      ),
    );
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('target')).toBe('_blank');
    expect(screen.queryByLabelText(/Registration number/)).toBeNull();
    expect(screen.getByRole('list', { name: 'Your password needs' })).toBeTruthy();
  });

  it('refuses to go on without the terms and a policy-compliant password', async () => {
    const { client, calls } = answers();
    renderPage(client);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('You need to agree to the terms and conditions.')).toBeTruthy();
    expect(screen.getByText('The password does not meet the policy below.')).toBeTruthy();
    expect(calls.some((call) => call.name === 'CheckErrorSignUpData')).toBe(false);
  });

  it("puts the server's errors under their fields and offers to sign in for a registered e-mail", async () => {
    const { client } = answers({
      CheckErrorSignUpData: {
        checkErrorSignUpData: {
          ok: false,
          errors: [{ field: 'email', messages: ['signup:error.emailTaken'] }],
        },
      },
    });
    renderPage(client);
    await fillCompanyStep();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('This e-mail is already registered. Sign in instead.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in instead' }).getAttribute('href')).toBe('/auth');
  });

  it('takes a phone number in E.164 and refuses one that is not valid in the phone country (issue 12)', async () => {
    const { client, calls } = answers();
    renderPage(client);
    await fillCompanyStep();
    const phone = screen.getByLabelText(/Phone number/);
    fireEvent.change(phone, { target: { value: '1234' } });
    fireEvent.blur(phone);
    expect(await screen.findByText(/Enter a valid phone number for the chosen country/)).toBeTruthy();
    fireEvent.change(phone, { target: { value: '+6591234567' } });
    fireEvent.blur(phone);
    await waitFor(() => expect(screen.queryByText(/Enter a valid phone number/)).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/register?step=1'));
    expect(calls.find((call) => call.name === 'CheckErrorSignUpData')?.variables).toMatchObject({
      phoneNumber: '+6591234567',
    });
  });

  it('warns about a taken company name and goes on only when confirmed', async () => {
    const { client } = answers({
      CheckWarningSignUpData: {
        checkWarningSignUpData: {
          ok: false,
          errors: [],
          warnings: [{ field: 'companyName', messages: ['signup:warning.companyNameTaken'] }],
        },
      },
    });
    renderPage(client);
    await fillCompanyStep();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findAllByText(/Another company already uses this name/)).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Continue anyway' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/register?step=1'));
  });
});

describe('RegisterPage, duplicate registration number (issue 12)', { timeout: 20_000 }, () => {
  it('warns under the registration number on blur and asks before going on', async () => {
    const { client, calls } = answers({
      CheckWarningSignUpData: {
        checkWarningSignUpData: {
          ok: false,
          errors: [],
          warnings: [{ field: 'registrationNo', messages: ['signup:warning.registrationNoTaken'] }],
        },
      },
    });
    renderPage(client);
    await fillCompanyStep();
    fireEvent.blur(screen.getByLabelText(/Registration number/));
    expect(await screen.findByText(/Another company already uses this registration number/)).toBeTruthy();
    expect(calls.find((call) => call.name === 'CheckWarningSignUpData')?.variables).toMatchObject({
      registrationNo: 'REG-1',
      countryCode: 'SG',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue anyway' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/register?step=1'));
  });
});

describe('RegisterPage, brand step', { timeout: 20_000 }, () => {
  it('needs a brand, then creates the account with trimmed values and the phone in E.164', async () => {
    const { client, calls } = answers();
    const { onSignedUp } = renderPage(client);
    await fillCompanyStep();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/register?step=1'));

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose at least one brand.')).toBeTruthy();

    await userEvent.click(screen.getByRole('textbox', { name: /Brands/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Northwind', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
    const variables = calls.find((call) => call.name === 'CreateAccount')!.variables;
    expect(variables).toMatchObject({
      fullName: 'Ada Lovelace',
      email: 'ada@example.test',
      phoneNumber: '+6591234567',
      countryCode: 'SG',
      walletCurrencyCode: 'SGD',
      brandIds: ['7'],
      sellerIds: [],
    });
  });

  it('keeps the chosen brands when the user goes back to the company step and on again', async () => {
    const { client, calls } = answers();
    const { onSignedUp } = renderPage(client);
    await fillCompanyStep();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await userEvent.click(await screen.findByRole('textbox', { name: /Brands/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Northwind', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/register?step=0'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('button', { name: 'Submit' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
    expect(calls.find((call) => call.name === 'CreateAccount')!.variables).toMatchObject({ brandIds: ['7'] });
  });

  it('hides the store selector when the flag says so', async () => {
    const { client } = answers();
    renderPage(client, { hideSellerSelector: true });
    await fillCompanyStep();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('button', { name: 'Submit' });
    expect(screen.queryByRole('textbox', { name: /Seller stores/ })).toBeNull();
    expect(within(document.body).getByRole('textbox', { name: /Brands/ })).toBeTruthy();
  });

  it('sends a direct visit to step 1 back to the company step', async () => {
    const { client } = answers();
    render(<RegisterPage excludedFields={[]} hideSellerSelector={false} onSignedUp={vi.fn()} />, {
      client,
      route: '/auth/register?step=1',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/register?step=0'));
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
  });
});
