import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * A recycled virtual list keys its rows by slot, not by row id: a row keeps its slot while it stays in the
 * window, and a row coming into view takes a slot whose row has left. When a scroll brings a whole new window,
 * React updates the row elements already in the page (text, attributes) instead of removing them and creating
 * new ones, and a small scroll still leaves the rows that stay in view alone. For tables whose cells hold no
 * state of their own (decision 0252): an open menu or a typed value would stay with the slot, beside another row.
 * Null when the list is not recycled: its rows are keyed by id, and no slot is worked out.
 */
export function useSlotKeys(
  items: readonly { index: number }[],
  enabled: boolean,
): ((index: number) => string) | null {
  const last = useRef(new Map<number, number>());
  if (!enabled) return null;
  const slots = new Map<number, number>();
  const taken = new Set<number>();
  for (const { index } of items) {
    const slot = last.current.get(index);
    if (slot !== undefined) {
      slots.set(index, slot);
      taken.add(slot);
    }
  }
  let free = 0;
  for (const { index } of items) {
    if (slots.has(index)) continue;
    while (taken.has(free)) free += 1;
    slots.set(index, free);
    taken.add(free);
  }
  // Rendering again with the same window gives the same slots, so a render React repeats changes nothing.
  last.current = slots;
  return (index) => `slot-${slots.get(index)}`;
}

/** The attribute a recycled row carries so that the focus can tell which row it is in. */
export const ROW_ID_ATTRIBUTE = 'data-row-id';

/**
 * A recycled row's element may come to show another row while it has the keyboard focus (a scroll moved the
 * focused row out and another into its slot): the focus is let go then, as it is when a row keyed by id leaves
 * the page, so Enter never acts on a row the user did not choose.
 */
export function useFocusStaysWithItsRow(scrollRef: RefObject<HTMLElement | null>, enabled: boolean) {
  const focusedRow = useRef<string | null>(null);
  useEffect(() => {
    const element = scrollRef.current;
    if (!enabled || !element) return;
    const onFocusIn = (event: FocusEvent) => {
      const row = (event.target as Element).closest(`tr[${ROW_ID_ATTRIBUTE}]`);
      focusedRow.current = row?.getAttribute(ROW_ID_ATTRIBUTE) ?? null;
    };
    element.addEventListener('focusin', onFocusIn);
    return () => element.removeEventListener('focusin', onFocusIn);
  }, [scrollRef, enabled]);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (!enabled || !(active instanceof HTMLElement) || !scrollRef.current?.contains(active)) return;
    const rowId = active.closest(`tr[${ROW_ID_ATTRIBUTE}]`)?.getAttribute(ROW_ID_ATTRIBUTE);
    if (rowId && rowId !== focusedRow.current) active.blur();
  });
}
