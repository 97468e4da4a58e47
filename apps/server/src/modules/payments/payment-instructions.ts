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

/**
 * The reference of a request paid by a transfer the staff match by hand, wire transfer or credit note, whatever
 * its status (null for any other type: a card or the seller center pays itself).
 */
export const topUpReference = (row: Pick<TopUpRow, 'id' | 'type'>) =>
  row.type === 'WIRE_TRANSFER' || row.type === 'CREDIT_NOTE' ? paymentReference(row) : null;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** What a wire transfer is paid against: the reference to quote, the amount and its currency. */
export type PaymentDue = { reference: string; total: bigint; currency: string };

/**
 * How to pay `due` by wire transfer: its reference and total, and the bank account of configuration
 * `wire_transfer_bank_details` (seeded with the platform defaults, edited by staff), read when asked so a
 * change reaches the next request. The one source of the bank details for the company wallet's top-ups and
 * the Meta wallets' (spec 1 §4, spec 3 §2.2).
 */
export async function wireTransferInstructions({
  deps,
  input: due,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: PaymentDue;
}): Promise<PaymentInstructions> {
  const entry = await getConfiguration({ deps, input: { key: WIRE_TRANSFER_BANK_DETAILS_KEY } });
  const parsed = entry ? parseConfigurationValue(entry.value) : null;
  const bank = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  return {
    reference: due.reference,
    total: due.total,
    currency: due.currency,
    bankName: text(bank.bankName),
    accountName: text(bank.accountName),
    accountNumber: text(bank.accountNumber),
    swiftCode: text(bank.swiftCode),
  };
}

/** The instructions of an open wire-transfer or credit-note request of the company wallet (null for any other). */
export async function paymentInstructions({
  deps,
  input: row,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: TopUpRow;
}): Promise<PaymentInstructions | null> {
  const reference = topUpReference(row);
  if (reference === null || row.status !== 'PENDING') return null;
  return wireTransferInstructions({
    deps,
    input: { reference, total: row.totalMicros, currency: row.currency },
  });
}
