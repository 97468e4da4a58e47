import { Notifications } from '@mantine/notifications';

/** The toast container, loaded after the first render (provider.tsx). */
export function NotificationsHost() {
  return <Notifications position="top-right" />;
}
