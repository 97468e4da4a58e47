/**
 * Spec 3 §2.2: without mbgSellerId the advanced Meta form falls back to the seller last chosen in this browser
 * tab (the feature state of the original): the dashboard's seller tab or the form's own seller. Kept in session
 * storage so a reload keeps it and sign-out (clearAppStorage) drops it.
 */
const key = 'mpa.lastSellerId';

export function rememberSeller(sellerId: string) {
  try {
    sessionStorage.setItem(key, sellerId);
  } catch {
    // Without storage the address must name the seller.
  }
}

export function lastSeller(): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
