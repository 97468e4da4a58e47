import {
  Avatar,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type NotificationItem as Item, useNotifications } from '../api/get-notifications';
import { NotificationMessage } from './notification-message';
import { notificationHtml, timeSince } from './notification-text';

export type NotificationPageProps = {
  after: string | null;
  isFirst: boolean;
  isLast: boolean;
  onOpen: (item: Item) => void;
  onLoadMore: (cursor: string) => void;
};

function NotificationRow({ item, onOpen }: { item: Item; onOpen: (item: Item) => void }) {
  const { t, i18n } = useTranslation('notifications');
  // Written in the language the reader reads in now, whichever it was in when the notification was stored.
  const html = notificationHtml(item, {
    t: (key, options) => String(t(key, options as never)),
    exists: (key) => i18n.exists(key),
    language: i18n.language,
  });
  return (
    <Box
      component="li"
      data-unread={item.unread}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <UnstyledButton
        w="100%"
        px="md"
        py="sm"
        bg={item.unread ? 'blue.0' : undefined}
        onClick={() => onOpen(item)}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={item.thumbnail} size={32} radius="xl" color="blue">
            <IconBellRinging size={16} />
          </Avatar>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <NotificationMessage html={html} />
            </Text>
            <Text size="xs" c="dimmed">
              {timeSince(item.dateCreated, new Date(), i18n.language)}
            </Text>
          </Stack>
          {item.unread ? (
            <Box w={8} h={8} mt={6} bg="blue.6" style={{ borderRadius: '50%' }}>
              <VisuallyHidden>{t('unreadItem')}</VisuallyHidden>
            </Box>
          ) : null}
        </Group>
      </UnstyledButton>
    </Box>
  );
}

/** One page of the bell's list; the last page offers 'load more' while the server has more. */
export function NotificationPage({ after, isFirst, isLast, onOpen, onLoadMore }: NotificationPageProps) {
  const { t } = useTranslation('notifications');
  const [{ data, fetching }] = useNotifications(after);
  const page = data?.notifications;
  if (!page) {
    return fetching ? (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    ) : null;
  }
  if (isFirst && page.objects.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="lg">
        {t('empty')}
      </Text>
    );
  }
  // Each page is its own list of items only: the loader, the empty text and 'load more' stay outside it
  // (a list may hold nothing but list items, axe aria-required-children).
  return (
    <>
      <Box component="ul" aria-label={t('title')} m={0} p={0} style={{ listStyle: 'none' }}>
        {page.objects.map((item) => (
          <NotificationRow key={item.id} item={item} onOpen={onOpen} />
        ))}
      </Box>
      {isLast && page.hasNext && page.endCursor ? (
        <Center py="xs">
          <Button size="compact-sm" variant="subtle" onClick={() => onLoadMore(page.endCursor!)}>
            {t('loadMore')}
          </Button>
        </Center>
      ) : null}
    </>
  );
}
