import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { NewCompanyForm } from './new-company-form';

const base = {
  SignUpWalletCurrencies: {
    currencies: [{ id: '1', code: 'SGD', name: 'Singapore Dollar', canWalletUse: true }],
  },
  SignUpBrandOptions: { signUpBrandOptions: [{ id: '7', name: 'Northwind', logo: '' }] },
  SignUpSellerOptions: { signUpSellerOptions: [] },
  CheckWarningSignUpData: { checkWarningSignUpData: { ok: true, errors: [], warnings: [] } },
};

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillForm() {
  fill(/Company name/, 'Second Venture');
  fill(/Authorized representative/, 'Olive Owner');
  fill(/Registration number/, 'REG-2');
  fill(/^Address/, '2 Second Street');
  fill(/Postal code/, '049315');
  await userEvent.click(screen.getByRole('textbox', { name: /Brands/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Northwind', hidden: true }));
}

describe('NewCompanyForm', { timeout: 20_000 }, () => {
  it('has no phone and needs a brand', async () => {
    const { client, calls } = mockClient(base);
    render(<NewCompanyForm excludedFields={[]} hideSellerSelector={false} onCreated={vi.fn()} />, { client });
    expect(screen.queryByLabelText(/Phone number/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('Choose at least one brand.')).toBeTruthy();
    expect(calls.some((call) => call.name === 'CheckErrorCreateCompanyData')).toBe(false);
  });

  it("shows only the pre-check's first error message", async () => {
    const { client, calls } = mockClient({
      ...base,
      CheckErrorCreateCompanyData: {
        checkErrorCreateCompanyData: {
          ok: false,
          errors: [
            { field: 'brandIds', messages: ['signup:error.unknownBrand'] },
            { field: 'walletCurrencyCode', messages: ['signup:error.invalidWalletCurrency'] },
          ],
        },
      },
    });
    render(<NewCompanyForm excludedFields={[]} hideSellerSelector={false} onCreated={vi.fn()} />, { client });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create company' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('A chosen brand does not exist any more.');
    expect(alert.textContent).not.toContain('wallet currency');
    expect(calls.some((call) => call.name === 'CreateCompany')).toBe(false);
  });

  it('creates the company and hands over the new account id', async () => {
    const onCreated = vi.fn();
    const { client, calls } = mockClient({
      ...base,
      CheckErrorCreateCompanyData: { checkErrorCreateCompanyData: { ok: true, errors: [] } },
      CreateCompany: { createCompany: { ok: true, errors: [], accountId: '42' } },
    });
    render(<NewCompanyForm excludedFields={[]} hideSellerSelector={false} onCreated={onCreated} />, {
      client,
    });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('42'));
    expect(calls.find((call) => call.name === 'CreateCompany')?.variables).toMatchObject({
      companyName: 'Second Venture',
      countryCode: 'SG',
      brandIds: ['7'],
    });
    expect(calls.find((call) => call.name === 'CreateCompany')?.variables).not.toHaveProperty('phoneNumber');
  });

  it('warns about a registration number another company uses and creates only when confirmed (issue 12)', async () => {
    const onCreated = vi.fn();
    const { client, calls } = mockClient({
      ...base,
      CheckWarningSignUpData: {
        checkWarningSignUpData: {
          ok: false,
          errors: [],
          warnings: [{ field: 'registrationNo', messages: ['signup:warning.registrationNoTaken'] }],
        },
      },
      CheckErrorCreateCompanyData: { checkErrorCreateCompanyData: { ok: true, errors: [] } },
      CreateCompany: { createCompany: { ok: true, errors: [], accountId: '42' } },
    });
    render(<NewCompanyForm excludedFields={[]} hideSellerSelector={false} onCreated={onCreated} />, {
      client,
    });
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(
      await screen.findAllByText(/Another company already uses this registration number/),
    ).not.toHaveLength(0);
    expect(calls.some((call) => call.name === 'CreateCompany')).toBe(false);
    expect(calls.find((call) => call.name === 'CheckWarningSignUpData')?.variables).toMatchObject({
      companyName: 'Second Venture',
      registrationNo: 'REG-2',
      countryCode: 'SG',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue anyway' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('42'));
  });
});
