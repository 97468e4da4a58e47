import { parseDiagnosticAmount } from '@portal/domain/diagnostic-amount';
import type { TFunction } from 'i18next';
import { formatMoneyText } from '../../../components/money';

type Finding = { name: string; details: readonly string[] };

/**
 * The checks whose values are wallet or budget amounts (the domain's diagnostic amount, "4322.24225 SGD", read
 * by `parseDiagnosticAmount`): written as the wallet and the lists write money (the one Money, decision 0172:
 * "SGD 4,322.24"). A bid keeps its digits: a bid of 0.045 below a minimum of 0.05 must not read as SGD 0.05
 * below SGD 0.05.
 */
const moneyChecks = new Set([
  'dailyBudgetExhausted',
  'totalBudgetExhausted',
  'walletEmpty',
  'walletBelowThreshold',
]);

/** The values a check's sentence reads ({{first}}, {{second}}), amounts in the one money format. */
export function sentenceValues(
  { name, details }: Finding,
  locale: string,
): { first: string; second: string } {
  const [first = '', second = ''] = moneyChecks.has(name)
    ? details.map((detail) => {
        const amount = parseDiagnosticAmount(detail);
        return amount ? formatMoneyText(amount.micros, amount.currencyCode, locale) : detail;
      })
    : details;
  return { first, second };
}

/**
 * The values listed under a finding as they are (SKUs, keywords), except an unapproved ad set's: its status
 * in words and staff's notes on a rejection, not `PENDING_FOR_APPROVAL` (decision 0217, 2026-12-08 addendum).
 */
export function listedValues({ name, details }: Finding, t: TFunction<'sponsorDiagnostics'>): string[] {
  if (name !== 'notApproved') return [...details];
  return details.map((detail, index) =>
    index === 0 ? t(`approval.${detail}`, { defaultValue: detail }) : t('rejectionNotes', { notes: detail }),
  );
}
