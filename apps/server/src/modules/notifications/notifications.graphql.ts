import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { DomainError } from '../../graphql/errors';
import { type BasePayload, okPayload, payloadFields } from '../../graphql/payload';

import {
  countUnread,
  listNotifications,
  type NotificationPage,
  type NotificationRow,
} from './list-notifications';
import {
  globalNotificationId,
  markAllNotificationsAsRead,
  markNotificationAsRead,
} from './mark-notifications-read';
import { timesince } from './timesince';

export const NotificationType = builder.objectRef<NotificationRow>('Notification').implement({
  fields: (t) => ({
    pk: t.exposeInt('id'),
    id: t.id({ resolve: (row) => globalNotificationId(row.id) }),
    messageHtml: t.exposeString('messageHtml', {
      description: 'Server-built markup (b, strong, i, em, br, a); user-provided parts are escaped.',
    }),
    message: t.field({
      type: 'JSON',
      nullable: true,
      description:
        "The message as { key, values }: `key` names `message.<key>` of the web's notifications namespace; a value is text, { money, currency, maxFractionDigits } or { message } (a server message, decision 0170). Null on notifications from before: read messageHtml.",
      resolve: (row) => row.message ?? null,
    }),
    link: t.exposeString('link', { nullable: true }),
    thumbnail: t.exposeString('thumbnail', { nullable: true }),
    kind: t.exposeString('kind'),
    unread: t.boolean({ resolve: (row) => !row.isRead }),
    dateCreated: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    timesince: t.string({
      description: "How long ago, in the reader's language ('5 minutes ago').",
      resolve: (row, _args, ctx) => timesince(row.createdAt, ctx.deps.now(), ctx.session?.user.language),
    }),
  }),
});

const NotificationPageType = builder.objectRef<NotificationPage>('NotificationPage').implement({
  description: 'Newest first; pass endCursor as `after` for the next page.',
  fields: (t) => ({
    objects: t.field({ type: [NotificationType], resolve: (page) => page.objects }),
    hasNext: t.exposeBoolean('hasNext'),
    endCursor: t.exposeString('endCursor', { nullable: true }),
  }),
});

type MarkReadResult = BasePayload & { notification: NotificationRow | null };

const MarkNotificationAsReadPayload = builder
  .objectRef<MarkReadResult>('MarkNotificationAsReadPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      notification: t.field({ type: NotificationType, nullable: true, resolve: (p) => p.notification }),
    }),
  });

const MarkAllNotificationsAsReadPayload = builder
  .objectRef<BasePayload & { count: number }>('MarkAllNotificationsAsReadPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      count: t.exposeInt('count', { description: 'How many were unread.' }),
    }),
  });

builder.queryFields((t) => ({
  notifications: t.field({
    type: NotificationPageType,
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: (_root, args, ctx) =>
      listNotifications({ deps: ctx.deps, actor: requireSession(ctx), input: args }),
  }),
  unreadNotificationCount: t.int({
    resolve: (_root, _args, ctx) => countUnread({ deps: ctx.deps, actor: requireSession(ctx) }),
  }),
}));

builder.mutationFields((t) => ({
  markNotificationAsRead: t.field({
    type: MarkNotificationAsReadPayload,
    args: { notificationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx): Promise<MarkReadResult> => {
      const notification = await markNotificationAsRead({
        deps: ctx.deps,
        actor: requireSession(ctx),
        input: { notificationId: String(args.notificationId) },
      });
      if (!notification) throw new DomainError('notifications:error.notFound', 'notificationId');
      return { ...okPayload, notification };
    },
  }),
  markAllNotificationsAsRead: t.field({
    type: MarkAllNotificationsAsReadPayload,
    resolve: async (_root, _args, ctx) => ({
      ...okPayload,
      count: await markAllNotificationsAsRead({ deps: ctx.deps, actor: requireSession(ctx) }),
    }),
  }),
}));
