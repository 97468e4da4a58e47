import {
  type CartAction,
  type CartState,
  cartReducer,
  cartStorageKey,
  emptyCart,
  parseStoredCart,
} from '@portal/domain/booking-cart';
import { useCallback, useSyncExternalStore } from 'react';

type Listener = () => void;

/** The last text read per key and its parsed cart: the same text gives the same object (a stable snapshot). */
const snapshots = new Map<string, { text: string | null; state: CartState }>();
const listeners = new Map<string, Set<Listener>>();

function readText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The user's cart as stored; garbage (another version's shape, hand edits) reads as the empty cart. */
export function readCart(userId: string): CartState {
  const key = cartStorageKey(userId);
  const text = readText(key);
  const known = snapshots.get(key);
  if (known && known.text === text) return known.state;
  const state = text === null ? emptyCart : parseStoredCart(text);
  snapshots.set(key, { text, state });
  return state;
}

function notify(key: string) {
  for (const listener of listeners.get(key) ?? []) listener();
}

/** Applies a cart action (the domain's reducer), stores the result under the user's key and tells the screens. */
export function dispatchCart(userId: string, action: CartAction): CartState {
  const key = cartStorageKey(userId);
  const state = cartReducer(readCart(userId), action);
  const text = JSON.stringify(state);
  try {
    localStorage.setItem(key, text);
  } catch {
    // Without storage the cart lasts for this page only.
  }
  snapshots.set(key, { text: readText(key) ?? text, state });
  notify(key);
  return state;
}

/** Listens to this tab's changes and to another tab's (the `storage` event), for the user's key. */
export function subscribeCart(userId: string, listener: Listener): () => void {
  const key = cartStorageKey(userId);
  const set = listeners.get(key) ?? new Set<Listener>();
  listeners.set(key, set);
  set.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The booking cart of the signed-in user (decision 0240: spec 3 §4's cart actions, kept in localStorage under
 * `booking-cart:<userId>`), shared by /booking/packages and /booking/cart.
 */
export function useBookingCart(userId: string) {
  const subscribe = useCallback((listener: Listener) => subscribeCart(userId, listener), [userId]);
  const cart = useSyncExternalStore(
    subscribe,
    () => readCart(userId),
    () => emptyCart,
  );
  const dispatch = useCallback((action: CartAction) => dispatchCart(userId, action), [userId]);
  return { cart, dispatch };
}
