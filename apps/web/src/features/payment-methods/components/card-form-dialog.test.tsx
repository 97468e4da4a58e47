import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { CardFormDialog } from './card-form-dialog';

vi.mock('../../../lib/csrf', () => ({ getCsrfToken: async () => 'csrf-token' }));

afterEach(() => vi.unstubAllGlobals());

const now = () => new Date('2026-05-15T00:00:00Z');

async function fill(number: string, expiry = '1230') {
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), expiry);
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.type(screen.getByLabelText('Name on card'), 'Ada Owner');
}

describe('CardFormDialog', () => {
  it('validates the number (Luhn) and the expiry without calling the tokeniser', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <CardFormDialog
        opened
        onClose={vi.fn()}
        indexToReplace={null}
        provider="sandbox"
        onSaved={vi.fn()}
        now={now}
      />,
    );
    await fill('4242424242424241', '0426');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4241');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Enter a valid card number.')).toBeTruthy();
    expect(screen.getByText('This card has expired.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tokenises through the sandbox endpoint, then saves with the index to replace', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ token: 'pm_sandbox_ok_visa_4242' })));
    vi.stubGlobal('fetch', fetchMock);
    const onSaved = vi.fn();
    const { client, calls } = mockClient({
      SavePaymentMethod: { savePaymentMethod: { ok: true, errors: [], clientSecret: null } },
    });
    render(
      <CardFormDialog
        opened
        onClose={vi.fn()}
        indexToReplace={1}
        provider="sandbox"
        tokenUrl="/v1/payments/sandbox/tokens"
        onSaved={onSaved}
        now={now}
      />,
      { client },
    );
    await fill('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/payments/sandbox/tokens');
    expect(JSON.parse(String(init.body))).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    expect((init.headers as Record<string, string>)['X-CSRFToken']).toBe('csrf-token');
    expect(calls.find((call) => call.name === 'SavePaymentMethod')?.variables).toEqual({
      token: 'pm_sandbox_ok_visa_4242',
      indexToReplace: 1,
      requiresConfirmation: false,
    });
  });

  it('shows the server errors in a red banner', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ token: 'pm_sandbox_ok_visa_4242' }))),
    );
    const { client } = mockClient({
      SavePaymentMethod: {
        savePaymentMethod: {
          ok: false,
          errors: [{ field: null, messages: ['billing:error.tooManyCards'] }],
          clientSecret: null,
        },
      },
    });
    render(
      <CardFormDialog
        opened
        onClose={vi.fn()}
        indexToReplace={null}
        provider="sandbox"
        onSaved={vi.fn()}
        now={now}
      />,
      { client },
    );
    await fill('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You have reached the maximum number of cards.',
    );
  });
});
