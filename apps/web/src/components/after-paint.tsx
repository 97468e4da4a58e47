import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children once the page around it has painted, in a transition: a section below the fold (the
 * campaign list under /sponsor's dashboard) waits for the first paint instead of sharing its render, and
 * never holds up what is drawn above it. Until then an empty block of `minHeight` keeps the page's length.
 */
export function AfterPaint({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before that frame paints; the task after it runs once it has.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return isShown ? children : <div style={{ minHeight }} />;
}
