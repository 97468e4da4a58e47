import { useCallback, useRef, useState } from 'react';

/**
 * Whether an element has come near the viewport at least once (IntersectionObserver with a margin), for
 * work a page can leave until the reader scrolls to it. Without IntersectionObserver (old browsers, tests
 * without it) the element counts as seen at once. Attach the returned ref to the element.
 */
export function useSeenOnce<T extends Element>(rootMargin = '200px'): [(node: T | null) => void, boolean] {
  const [seen, setSeen] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || seen) return;
      if (typeof IntersectionObserver === 'undefined') {
        setSeen(true);
        return;
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.current?.disconnect();
            setSeen(true);
          }
        },
        { rootMargin },
      );
      observer.current.observe(node);
    },
    [seen, rootMargin],
  );
  return [ref, seen];
}
