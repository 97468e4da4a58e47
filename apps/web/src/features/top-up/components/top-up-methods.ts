import type { TopUpOptions } from '../api/get-top-up-options';
import { isPositiveDecimal } from '../hooks/top-up-quote';

export type MethodOption = { value: string; label: string; disabled: boolean };

/** The methods the modal offers, each under its flag; seller centers by their balance. */
export function methodOptions(
  data: TopUpOptions,
  label: (key: string, values?: Record<string, string>) => string,
  balanceText: (amount: string, currency: string | null) => string,
) {
  const options: MethodOption[] = [];
  if (data.cardFlag?.isActive) options.push({ value: 'CARD', label: label('method.CARD'), disabled: false });
  if (data.wireFlag?.isActive)
    options.push({ value: 'WIRE_TRANSFER', label: label('method.WIRE_TRANSFER'), disabled: false });
  if (data.sellerCenterFlag?.isActive) {
    // Only the seller centers linked to the company can pay; unlinked ones would always be disabled.
    const linked = data.sellerCenterAuthBackends.filter((b) => b.isEnabledTopUp && b.status === 'LINKED');
    for (const backend of linked) {
      const positive = isPositiveDecimal(backend.balance);
      options.push({
        value: `SELLER_CENTER|${backend.provider}`,
        label: label('method.SELLER_CENTER', {
          name: backend.name,
          balance: backend.balance != null ? balanceText(backend.balance, backend.balanceCurrency) : '—',
        }),
        disabled: !positive,
      });
    }
  }
  if (data.creditNoteFlag?.isActive)
    options.push({ value: 'CREDIT_NOTE', label: label('method.CREDIT_NOTE'), disabled: false });
  return options;
}
