import { bookingMessages } from '@portal/domain/booking-pricing';
import type { CombinedError } from 'urql';

/** The server's words when the area is closed to this user (flag standard_package_ads off, decision 0240). */
const deniedMessages = new Set<string>(['common:permissionDenied', bookingMessages.permissionDenied]);

/** Whether the answer is 'Permission denied': the page then shows that message, not the screen. */
export function isPermissionDenied(error: CombinedError | null | undefined): boolean {
  return Boolean(error?.graphQLErrors.some((e) => deniedMessages.has(e.message)));
}
