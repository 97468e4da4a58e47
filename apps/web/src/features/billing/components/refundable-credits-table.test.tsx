import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from '../../../testing/i18n';
import { render } from '../../../testing/render';
import type { Credit } from '../api/list-credits';
import { RefundableCreditsTable } from './refundable-credits-table';

const credit = {
  id: 'c1',
  dateCreated: '2026-11-23T17:30:00Z',
  kind: 'TOPUP',
  amount: '100',
  remainAmount: '40.5',
  startDate: '2026-11-23T17:30:00Z',
  expiryDate: null,
  status: 'IN_USE',
  isFree: false,
  paymentMethod: 'CARD',
  description: 'Top-up by card',
  timeZone: 'Asia/Singapore',
} as unknown as Credit;

afterEach(() => testI18n.changeLanguage('en'));

describe('RefundableCreditsTable', () => {
  it('dates a credit yyyy/MM/dd in its own zone, as the credits list and its invoice (decision 0181)', async () => {
    await testI18n.changeLanguage('id');
    render(
      <RefundableCreditsTable
        credits={[credit]}
        currency={{ code: 'SGD', maxFractionDigits: 2 }}
        timeZone="UTC"
        onRefund={() => {}}
      />,
    );
    const row = screen.getByTestId('refundable-credit-row');
    expect(row.querySelector('td')?.textContent).toBe('2026/11/24');
  });
});
