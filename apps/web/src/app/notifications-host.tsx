import { Notifications } from '@mantine/notifications';

/** The toast container, loaded with the first toast (notifications-on-demand.tsx). */
export function NotificationsHost() {
  return <Notifications position="top-right" />;
}
