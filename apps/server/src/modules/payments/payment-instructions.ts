import { parseConfigurationValue } from '@portal/domain';
import type { AppDeps } from '../../app-deps';
import { getConfiguration } from '../platform/configurations';
import type { TopUpRow } from './complete-top-up';

export const WIRE_TRANSFER_BANK_DETAILS_KEY = 'wire_transfer_bank_details';

/** How a customer pays a wire-transfer or credit-note top-up: where to, under which reference, how much. */
export type PaymentInstructions = {
  reference: string;
  total: bigint;
  currency: string;
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
  swiftCode: string | null;
};

/** The reference the payment must carry so staff match it to the request: its number, fixed width. */
export const paymentReference = (row: Pick<TopUpRow, 'id'>) => `TOPUP-${String(row.id).padStart(6, '0')}`;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The instructions of an open wire-transfer or credit-note request (null for any other): its reference and
 * total, and the bank account of configuration `wire_transfer_bank_details` (seeded with the platform
 * defaults, edited by staff), read when asked so a change reaches the next request.
 */
export async function paymentInstructions({
  deps,
  input: row,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: TopUpRow;
}): Promise<PaymentInstructions | null> {
  if ((row.type !== 'WIRE_TRANSFER' && row.type !== 'CREDIT_NOTE') || row.status !== 'PENDING') return null;
  const entry = await getConfiguration({ deps, input: { key: WIRE_TRANSFER_BANK_DETAILS_KEY } });
  const parsed = entry ? parseConfigurationValue(entry.value) : null;
  const bank = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  return {
    reference: paymentReference(row),
    total: row.totalMicros,
    currency: row.currency,
    bankName: text(bank.bankName),
    accountName: text(bank.accountName),
    accountNumber: text(bank.accountNumber),
    swiftCode: text(bank.swiftCode),
  };
}
