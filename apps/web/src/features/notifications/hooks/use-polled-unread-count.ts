import { useEffect } from 'react';
import { useUnreadNotificationCount } from '../api/get-unread-notification-count';

export const UNREAD_POLL_INTERVAL_MS = 5 * 60 * 1000;
export const UNREAD_POLL_LIMIT = 24;

/** The unread count, asked again every 5 minutes, at most 24 times per page load (spec 1 §4). */
export function usePolledUnreadCount(intervalMs = UNREAD_POLL_INTERVAL_MS, limit = UNREAD_POLL_LIMIT) {
  const [result, reexecute] = useUnreadNotificationCount();
  useEffect(() => {
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      reexecute({ requestPolicy: 'network-only' });
      if (polls >= limit) clearInterval(timer);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [reexecute, intervalMs, limit]);
  return { count: result.data?.unreadNotificationCount ?? 0, isLoaded: result.data !== undefined };
}
