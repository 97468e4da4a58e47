import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import type { CompanySettings } from '../api/get-company-settings';
import { CompanyForm, type CompanyFormProps } from './company-form';

const company = {
  __typename: 'Company',
  id: '1',
  name: 'Acme Fashion',
  registrationNo: '2015123456A',
  size: '100-250',
  address: '1 Orchard Road',
  address2: 'Level 2',
  postalCode: '238801',
  countryCode: 'SG',
  authorizedName: 'Olivia Tan',
  timezone: 'Asia/Singapore',
  reportCurrency: 'SGD',
  walletCurrency: { code: 'SGD', name: 'Singapore dollar', symbol: 'S$' },
  canBeUpdated: true,
  sellers: [],
} as unknown as CompanySettings;

const props: CompanyFormProps = {
  company,
  currencies: [
    { __typename: 'Currency', id: '1', code: 'SGD', name: 'Singapore dollar', symbol: 'S$' },
  ] as never,
  allowedCatalogIds: new Set(['1']),
  excluded: new Set(),
  showReportCurrency: true,
  showWalletCurrency: true,
};

describe('CompanyForm', () => {
  it('shows sizes as people ranges', () => {
    render(<CompanyForm {...props} />);
    expect((screen.getAllByLabelText('Company size')[0] as HTMLInputElement).value).toBe('100 - 250 people');
  });

  it('requires name and address before sending', async () => {
    const { client, calls } = mockClient({});
    render(<CompanyForm {...props} />, { client });
    await userEvent.clear(screen.getByLabelText(/Company name/));
    await userEvent.clear(screen.getAllByLabelText(/^Address/)[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the company name.')).toBeTruthy();
    expect(screen.getByText('Enter the address.')).toBeTruthy();
    expect(calls.some((call) => call.name === 'UpdateTeamProfile')).toBe(false);
  });

  it('hides excluded fields and sends null for them', async () => {
    const { client, calls } = mockClient({
      UpdateTeamProfile: { updateTeamProfile: { ok: true, errors: [], company: { ...company } } },
    });
    render(<CompanyForm {...props} excluded={new Set(['registrationNo', 'sellerIds'])} />, { client });
    expect(screen.queryByLabelText('Registration number')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.name === 'UpdateTeamProfile')).toBeTruthy());
    const sent = calls.find((call) => call.name === 'UpdateTeamProfile')!.variables;
    expect(sent).toMatchObject({
      name: 'Acme Fashion',
      registrationNo: null,
      sellerIds: null,
      size: '100-250',
    });
  });

  it('is read-only without a save button when the company cannot be updated', () => {
    render(<CompanyForm {...props} company={{ ...company, canBeUpdated: false }} />);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect((screen.getByLabelText(/Company name/) as HTMLInputElement).closest('fieldset')?.disabled).toBe(
      true,
    );
  });

  it('shows the wallet currency read-only and the dashboard currency only under its flag', () => {
    render(<CompanyForm {...props} showReportCurrency={false} />);
    expect(screen.queryByLabelText(/Dashboard currency/)).toBeNull();
    expect((screen.getByLabelText(/Wallet currency/) as HTMLInputElement).readOnly).toBe(true);
  });

  it('warns before renaming to a name or registration number another company uses, then saves when confirmed (issue 12)', async () => {
    const { client, calls } = mockClient({
      CompanyDuplicateWarnings: {
        checkWarningSignUpData: {
          ok: false,
          warnings: [
            { field: 'companyName', messages: ['signup:warning.companyNameTaken'] },
            { field: 'registrationNo', messages: ['signup:warning.registrationNoTaken'] },
          ],
        },
      },
      UpdateTeamProfile: { updateTeamProfile: { ok: true, errors: [], company: { ...company } } },
    });
    render(<CompanyForm {...props} />, { client });
    await userEvent.clear(screen.getByLabelText(/Company name/));
    await userEvent.type(screen.getByLabelText(/Company name/), 'Bolt Apparel');
    await userEvent.clear(screen.getByLabelText('Registration number'));
    await userEvent.type(screen.getByLabelText('Registration number'), '2016 000 111B');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another company already uses this name.')).toBeTruthy();
    expect(
      screen.getByText('Another company in this country already uses this registration number.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.name === 'CompanyDuplicateWarnings')?.variables).toEqual({
      companyName: 'Bolt Apparel',
      registrationNo: '2016 000 111B',
      countryCode: 'SG',
    });
    expect(calls.some((call) => call.name === 'UpdateTeamProfile')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(calls.find((call) => call.name === 'UpdateTeamProfile')).toBeTruthy());
  });

  it('does not ask about its own name written in another case or spacing', async () => {
    const { client, calls } = mockClient({
      UpdateTeamProfile: { updateTeamProfile: { ok: true, errors: [], company: { ...company } } },
    });
    render(<CompanyForm {...props} />, { client });
    await userEvent.clear(screen.getByLabelText(/Company name/));
    await userEvent.type(screen.getByLabelText(/Company name/), 'ACME  fashion');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.name === 'UpdateTeamProfile')).toBeTruthy());
    expect(calls.some((call) => call.name === 'CompanyDuplicateWarnings')).toBe(false);
  });
});
