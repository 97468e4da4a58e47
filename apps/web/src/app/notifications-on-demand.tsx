import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The toast container and its transitions load with the first toast: a page that shows none never loads them.
// The store holds what is shown before the container mounts, and the container reads it when it does.
const NotificationsHost = lazy(async () => ({
  default: (await import('./notifications-host')).NotificationsHost,
}));

/** Mounts the toast container once a toast is shown, and keeps it mounted (its exit transitions need it). */
export function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && notifications.length + queue.length > 0) setNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
