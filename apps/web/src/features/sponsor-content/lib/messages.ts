import { parseRuleMessage } from '@portal/domain/sponsor-messages';
import { useTranslation } from 'react-i18next';

const translationKey = /^[a-z][A-Za-z-]*:[A-Za-z0-9_.]+$/;

/** Same encoding as the domain's rule messages: `'ns:key?name=value'`. */
export function encodeMessage(key: string, values?: Record<string, string | number>): string {
  if (!values || Object.keys(values).length === 0) return key;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) query.set(name, String(value));
  return `${key}?${query.toString()}`;
}

/** Translates domain/server messages (i18n keys, possibly with values); plain server text stays as is. */
export function useMessageText(): (message: string) => string {
  const { t } = useTranslation('sponsorContent');
  return (message) => {
    const { key, values } = parseRuleMessage(message);
    return translationKey.test(key) ? t(key, values) : message;
  };
}

/** The first message of the given fields, translated, or null (for a Mantine input's `error`). */
export function useFieldError(errors: Record<string, string[]>) {
  const text = useMessageText();
  return (...fields: string[]): string | null => {
    for (const field of fields) {
      const first = errors[field]?.[0];
      if (first) return text(first);
    }
    return null;
  };
}
