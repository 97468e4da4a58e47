import { formatMoneyText, type MoneyCurrency } from '../../../components/money';
import { translateMessage } from '../../../lib/validate';

/** The server's `message` (notifications/messages.ts on the server): a key of `message.*` and its values. */
type Value =
  | string
  | { money: string; currency: string; maxFractionDigits?: number | null }
  | { message: string };
type Message = { key: string; values?: Record<string, Value> | null };

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Exists = (key: string) => boolean;

/**
 * A failure with no reason given reads as a plain "payment failed", from this namespace: the shell shows
 * notifications on every page and should not load billing's texts for it.
 */
const PAYMENT_FAILED = 'notifications:message.paymentFailedReason';

function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).key === 'string';
}

function valueText(value: Value, language: string, t: Translate): string {
  if (typeof value === 'string') return value;
  if ('money' in value) {
    const currency: MoneyCurrency | null = value.currency
      ? { code: value.currency, maxFractionDigits: value.maxFractionDigits ?? null }
      : null;
    return formatMoneyText(value.money, currency, language);
  }
  return translateMessage(value.message || PAYMENT_FAILED, (key, values) => t(key, values));
}

/**
 * A notification's markup in the reader's language: its message translated with the values written for
 * `language` (and escaped, as the markup is parsed after), or the stored English markup for a notification
 * from before messages were stored, or one whose key this app does not know.
 */
export function notificationHtml(
  item: { messageHtml: string; message?: unknown },
  { t, exists, language }: { t: Translate; exists: Exists; language: string },
): string {
  const { message } = item;
  if (!isMessage(message)) return item.messageHtml;
  const key = `notifications:message.${message.key}`;
  if (!exists(key)) return item.messageHtml;
  const values = Object.fromEntries(
    Object.entries(message.values ?? {}).map(([name, value]) => [name, valueText(value, language, t)]),
  );
  return t(key, { ...values, interpolation: { escapeValue: true } });
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "15 minutes ago" in the reader's language ("há 15 minutos", "15 menit yang lalu"); under a minute, "now". */
export function timeSince(date: string | Date, now: Date, language: string): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(date).getTime()) / 1000));
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}
