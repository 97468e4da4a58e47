/** Every localStorage key the app writes starts with this, so logout can remove exactly ours. */
export const storagePrefix = 'portal.';

export const storageKeys = {
  language: `${storagePrefix}language`,
  /** The language of the last profile seen: the first guess of the next visit (lib/i18n.ts). */
  profileLanguage: `${storagePrefix}profileLanguage`,
  /** The reports' zone per acting company, seen last visit (lib/remembered-report-zone.ts). */
  reportZones: `${storagePrefix}reportZones`,
} as const;

export function clearAppStorage() {
  try {
    sessionStorage.clear();
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(storagePrefix)) localStorage.removeItem(key);
    }
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
}
