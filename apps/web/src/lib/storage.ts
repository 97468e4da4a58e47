/** Every localStorage key the app writes starts with this, so logout can remove exactly ours. */
export const storagePrefix = 'portal.';

export const storageKeys = { language: `${storagePrefix}language` } as const;

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
