/**
 * What a notification says, as a key of the web's `notifications` namespace (`message.<key>`) and its values,
 * so the reader sees it in the language they read in, whichever it was written in (issue 12). The stored
 * `messageHtml` stays the English text, read where a message is missing (rows written before) or not known.
 */
export const notificationMessageKeys = [
  'lowBalance',
  'memberJoined',
  'autoTopUpPaid',
  'autoTopUpFailed',
  'campaignApproved',
  'campaignRejected',
] as const;

export type NotificationMessageKey = (typeof notificationMessageKeys)[number];

/**
 * A value: text shown as it is (a name), an amount written in the reader's language, or a server message
 * (decision 0170: a translation key such as "billing:error.cardDeclined", or a provider's own sentence).
 */
export type NotificationValue =
  | string
  | { money: string; currency: string; maxFractionDigits?: number | null }
  | { message: string };

export type NotificationMessage = {
  key: NotificationMessageKey;
  values: Record<string, NotificationValue>;
};

export const notificationMessage = (
  key: NotificationMessageKey,
  values: Record<string, NotificationValue> = {},
): NotificationMessage => ({ key, values });
