import type { BackendModule, ReadCallback } from 'i18next';

export function localePath(language: string, namespace: string): string {
  return `/configuration/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}`;
}

/**
 * Reads one translation file from the server (`/configuration/locales/{lng}/{ns}`). A few lines instead of
 * i18next-http-backend, whose options we never used, on every page's critical path. A network failure or
 * a 5xx asks i18next to retry (its `data` argument `true`); a 4xx is final.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    fetch(localePath(language, namespace), { credentials: 'same-origin' }).then(
      async (response) => {
        if (!response.ok) {
          callback(
            new Error(`${localePath(language, namespace)} answered ${response.status}`),
            response.status >= 500,
          );
          return;
        }
        callback(null, (await response.json()) as Record<string, unknown>);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};
