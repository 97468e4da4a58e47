import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { LandingUrlInput } from './landing-url-input';

const catalog = { id: '1', baseUrl: 'https://www.shop.test/sg', currencySymbol: 'S$' };

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <LandingUrlInput value={value} onChange={setValue} catalog={catalog} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const validAnswer = { validateAdsUrl: { __typename: 'ValidateAdsUrlPayload', ok: true, errors: [] } };

describe('LandingUrlInput', () => {
  it('appends a path starting with / to the catalog root on blur, then asks the server', async () => {
    const { client, calls } = mockClient({ ValidateAdsUrl: validAnswer });
    render(<Harness />, { client });
    await userEvent.type(screen.getByLabelText('Landing URL'), '/women/shoes');
    await userEvent.tab();
    await waitFor(() =>
      expect(screen.getByTestId('value').textContent).toBe('https://www.shop.test/sg/women/shoes'),
    );
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'ValidateAdsUrl')?.variables).toEqual({
        url: 'https://www.shop.test/sg/women/shoes',
        catalogId: '1',
      }),
    );
  });

  it('prefixes www with http:// and refuses a site other than the catalog without asking the server', async () => {
    const { client, calls } = mockClient({ ValidateAdsUrl: validAnswer });
    render(<Harness />, { client });
    await userEvent.type(screen.getByLabelText('Landing URL'), 'www.other.test/x');
    await userEvent.tab();
    expect(await screen.findByText('The landing URL must belong to https://www.shop.test/sg.')).toBeTruthy();
    expect(screen.getByTestId('value').textContent).toBe('http://www.other.test/x');
    expect(calls.some((call) => call.name === 'ValidateAdsUrl')).toBe(false);
  });

  it("shows the server's first error", async () => {
    const { client } = mockClient({
      ValidateAdsUrl: {
        validateAdsUrl: {
          __typename: 'ValidateAdsUrlPayload',
          ok: false,
          errors: [
            { __typename: 'FieldError', field: 'url', messages: ['sponsorRules:requireFillOutTheField'] },
          ],
        },
      },
    });
    render(<Harness />, { client });
    await userEvent.type(screen.getByLabelText('Landing URL'), '/x');
    await userEvent.tab();
    expect(await screen.findByText('Please fill out this field.')).toBeTruthy();
  });
});
