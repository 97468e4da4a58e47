import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { numberFormat } from '@portal/domain/intl-formats';
import { IconBell, IconBellRinging, IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NotificationItem as Item } from '../api/get-notifications';
import { useMarkAllNotificationsAsRead } from '../api/mark-all-notifications-as-read';
import { useMarkNotificationAsRead } from '../api/mark-notification-as-read';
import { usePolledUnreadCount } from '../hooks/use-polled-unread-count';
import { NotificationPage } from './notification-page';

/**
 * The header's bell: unread badge, pages of 6, click to read and follow, mark all read (spec 1 §2).
 * The list opens only when the user asks: unread items show as the count badge and a ringing bell instead of
 * the spec's automatic first opening, which covered the page and became its largest paint (docs/decisions/0140).
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation('notifications');
  const navigate = useNavigate();
  const { count } = usePolledUnreadCount();
  const [isOpen, setOpen] = useState(false);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [, markRead] = useMarkNotificationAsRead();
  const [markAllState, markAll] = useMarkAllNotificationsAsRead();

  const open = (item: Item) => {
    if (item.unread) void markRead({ notificationId: item.id });
    if (!item.link) return;
    setOpen(false);
    if (item.link.startsWith('/')) navigate(item.link);
    else if (/^https?:\/\//.test(item.link)) window.open(item.link, '_blank', 'noopener');
  };

  return (
    <Popover
      opened={isOpen}
      onChange={setOpen}
      width={360}
      position="bottom-end"
      shadow="md"
      withinPortal
      trapFocus={false}
      // Below modals (200): a dialog opened over the page, such as the quick-start guide, stays on top.
      zIndex={190}
    >
      {/* The target is the button itself: Popover puts aria-expanded and aria-haspopup on it, not on the badge. */}
      <Indicator
        label={<span aria-hidden>{count > 99 ? '99+' : count}</span>}
        size={16}
        color="red.9"
        disabled={count === 0}
        offset={4}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('bell', { count, total: numberFormat(i18n.language).format(count) })}
            onClick={() => setOpen((value) => !value)}
          >
            {count > 0 ? <IconBellRinging size={20} /> : <IconBell size={20} />}
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0}>
        <Group justify="space-between" px="md" py="sm">
          <Text fw={600}>{t('title')}</Text>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconChecks size={14} />}
            disabled={count === 0}
            loading={markAllState.fetching}
            onClick={() => void markAll()}
          >
            {t('markAllRead')}
          </Button>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={420} type="auto">
          <Stack gap={0}>
            {cursors.map((after, index) => (
              <NotificationPage
                key={after ?? 'first'}
                after={after}
                isFirst={index === 0}
                isLast={index === cursors.length - 1}
                onOpen={open}
                onLoadMore={(cursor) => setCursors((previous) => [...previous, cursor])}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
