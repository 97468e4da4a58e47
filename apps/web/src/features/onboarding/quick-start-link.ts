/**
 * The quick-start guide opens on this hash of any signed-in page (spec 1 §2). Kept apart from the guide's
 * modal so the shell's entry points (the sidebar's link, the landing after sign-up) do not load it.
 */
export const QUICK_START_HASH = '#get-started';

/** The same page with the guide open over it. */
export function withQuickStart({ pathname, search }: { pathname: string; search: string }) {
  return { pathname, search, hash: QUICK_START_HASH };
}
