import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { NotificationBell } from './notification-bell';
import { NotificationMessage } from './notification-message';

const item = (pk: number, extra: Record<string, unknown> = {}) => ({
  pk,
  id: `N${pk}`,
  messageHtml: `<b>Person ${pk}</b> joined <b>Acme Fashion</b> as MEMBER`,
  link: '/user',
  thumbnail: null,
  kind: 'MEMBER_JOINED',
  unread: true,
  dateCreated: '2025-01-01T10:00:00.000Z',
  timesince: '5 minutes ago',
  ...extra,
});

function notificationPages(variables: Record<string, unknown>) {
  return variables.after
    ? { notifications: { hasNext: false, endCursor: 'c2', objects: [item(1, { unread: false })] } }
    : {
        notifications: {
          hasNext: true,
          endCursor: 'c1',
          objects: [7, 6, 5, 4, 3, 2].map((pk) => item(pk, { unread: pk > 5 })),
        },
      };
}

function answers(unread: number) {
  return {
    UnreadNotificationCount: { unreadNotificationCount: unread },
    Notifications: notificationPages,
    MarkNotificationAsRead: { markNotificationAsRead: { ok: true, errors: [], notification: null } },
    MarkAllNotificationsAsRead: { markAllNotificationsAsRead: { ok: true, count: 2, errors: [] } },
  };
}

const openBell = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

describe('NotificationBell', () => {
  it('shows the unread count and opens the list only when the bell is clicked', async () => {
    const { client, calls } = mockClient(answers(2));
    render(<NotificationBell />, { client });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    // Unread items do not open the list by itself (docs/decisions/0140): nothing is fetched until asked.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Person 7')).toBeNull();
    expect(calls.some((call) => call.name === 'Notifications')).toBe(false);
    await userEvent.click(bell);
    expect(await screen.findByText('Person 7')).toBeTruthy();
    expect(document.querySelectorAll('li')).toHaveLength(6);
    expect(document.querySelectorAll('[data-unread="true"]')).toHaveLength(2);
  });

  it('puts aria-expanded and aria-haspopup on the button and on nothing else', async () => {
    const { client } = mockClient(answers(2));
    const { container } = render(<NotificationBell />, { client });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.getAttribute('aria-haspopup')).toBe('dialog');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelectorAll('[aria-expanded], [aria-haspopup]')).toHaveLength(1);
    await userEvent.click(bell);
    await screen.findByText('Person 7');
    expect(bell.getAttribute('aria-expanded')).toBe('true');
  });

  it('stays closed when everything is read', async () => {
    const { client, calls } = mockClient(answers(0));
    render(<NotificationBell />, { client });
    await screen.findByRole('button', { name: 'Notifications, 0 unread' });
    expect(screen.queryByText('Person 7')).toBeNull();
    expect(calls.some((call) => call.name === 'Notifications')).toBe(false);
  });

  it('loads the next page after the cursor', async () => {
    const { client, calls } = mockClient(answers(2));
    render(<NotificationBell />, { client });
    await openBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Person 1')).toBeTruthy();
    expect(
      calls.filter((call) => call.name === 'Notifications').map((call) => call.variables),
    ).toContainEqual({
      first: 6,
      after: 'c1',
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('marks a clicked notification read and follows its link', async () => {
    const { client, calls } = mockClient(answers(2));
    render(<NotificationBell />, { client });
    await openBell();
    await userEvent.click(await screen.findByText('Person 7'));
    expect(calls.find((call) => call.name === 'MarkNotificationAsRead')?.variables).toEqual({
      notificationId: 'N7',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user'));
  });

  it('marks all as read', async () => {
    const { client, calls } = mockClient(answers(2));
    render(<NotificationBell />, { client });
    await openBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(calls.some((call) => call.name === 'MarkAllNotificationsAsRead')).toBe(true);
  });
});

describe('NotificationMessage', () => {
  it('keeps bold text and drops scripts, handlers, images and links', () => {
    const { container } = render(
      <NotificationMessage
        html={
          '<b onclick="x()">Ana</b> joined <img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">here</a> &lt;tag&gt;'
        }
      />,
    );
    expect(container.querySelector('b')?.outerHTML).toBe('<b>Ana</b>');
    expect(container.querySelector('img, script, a, [onclick]')).toBeNull();
    expect(container.textContent).toContain('Ana joined here <tag>');
  });
});
