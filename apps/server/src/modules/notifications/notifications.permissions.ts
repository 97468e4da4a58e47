import type { Permission } from '../../graphql/permissions';

/** A user reads and marks only their own notifications, whatever their role. */
export const notificationsPermissions = {
  notifications: 'signedIn',
  unreadNotificationCount: 'signedIn',
  markNotificationAsRead: 'signedIn',
  markAllNotificationsAsRead: 'signedIn',
} as const satisfies Record<string, Permission>;
