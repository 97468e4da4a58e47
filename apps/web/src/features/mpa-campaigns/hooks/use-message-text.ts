import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/validate';

/** A rule's or the server's message as text: keys ("mpa:error.urlRequired") translated, Meta's own text as it is. */
export function useMessageText() {
  const { t } = useTranslation('mpa');
  return useCallback(
    (messages: readonly (string | null | undefined)[]): string | null => {
      const texts = messages
        .filter((message): message is string => Boolean(message))
        .map((message) => translateMessage(message, (key, values) => t(key, values)));
      return texts.length > 0 ? [...new Set(texts)].join(' ') : null;
    },
    [t],
  );
}
