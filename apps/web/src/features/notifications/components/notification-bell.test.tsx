import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { localeResources, testI18n } from '../../../testing/i18n';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { NotificationBell } from './notification-bell';
import { NotificationMessage } from './notification-message';

const item = (pk: number, extra: Record<string, unknown> = {}) => ({
  pk,
  id: `N${pk}`,
  messageHtml: `<b>Person ${pk}</b> joined <b>Acme Fashion</b> as MEMBER`,
  message: null,
  link: '/user',
  thumbnail: null,
  kind: 'MEMBER_JOINED',
  unread: true,
  dateCreated: '2025-01-01T10:00:00.000Z',
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
    // By its text (a role query walks the accessibility tree of the whole open list on every retry: on a loaded
    // machine it ran out of time with the button on screen).
    await userEvent.click(await screen.findByText('Mark all as read'));
    expect(calls.some((call) => call.name === 'MarkAllNotificationsAsRead')).toBe(true);
  });
});

describe('NotificationBell in the reader’s language (issue 12)', () => {
  afterEach(() => testI18n.changeLanguage('en'));

  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const oneItem = (extra: Record<string, unknown>) => ({
    ...answers(1),
    Notifications: { notifications: { hasNext: false, endCursor: null, objects: [item(9, extra)] } },
  });
  const openWithOne = async (extra: Record<string, unknown>, language: 'pt' | 'id') => {
    for (const namespace of ['notifications', 'billing', 'team', 'common'])
      testI18n.addResourceBundle(language, namespace, localeResources(language)[namespace]!, true, true);
    await testI18n.changeLanguage(language);
    const { client } = mockClient(oneItem(extra));
    render(<NotificationBell />, { client });
    const bell = await screen.findByRole('button', { name: /1/ });
    await userEvent.click(bell);
  };

  it('writes a stored message and its time in Portuguese, though it was written in English', async () => {
    await openWithOne(
      {
        kind: 'LOW_BALANCE',
        messageHtml:
          'Your wallet balance is <b>SGD 1,250.00</b>, below your top-up alert of <b>SGD 2,000.00</b>.',
        message: {
          key: 'lowBalance',
          values: {
            balance: { money: '1250', currency: 'SGD', maxFractionDigits: 2 },
            alert: { money: '2000', currency: 'SGD', maxFractionDigits: 2 },
          },
        },
        dateCreated: minutesAgo(15),
      },
      'pt',
    );
    const row = (await screen.findByText(/O saldo da sua carteira é/)).closest('li')!;
    expect(row.textContent).toMatch(/1\.250,00/);
    expect(row.textContent).toMatch(/2\.000,00/);
    expect(row.textContent).not.toMatch(/wallet balance|minutes ago/);
    expect(row.textContent).toContain('há 15 minutos');
    expect(row.querySelectorAll('b')).toHaveLength(2);
  });

  it('translates a server reason and escapes the values in Indonesian', async () => {
    await openWithOne(
      {
        kind: 'AUTO_TOP_UP_FAILED',
        messageHtml: 'Auto top-up of <b>IDR 50,000</b> failed: your card was declined.',
        message: {
          key: 'autoTopUpFailed',
          values: {
            amount: { money: '50000', currency: 'IDR', maxFractionDigits: 0 },
            reason: { message: 'billing:error.cardDeclined' },
          },
        },
        dateCreated: minutesAgo(120),
      },
      'id',
    );
    const row = (await screen.findByText(/Isi ulang otomatis sebesar/)).closest('li')!;
    expect(row.textContent).toContain('gagal: Kartu Anda ditolak.');
    expect(row.textContent).toMatch(/50\.000/);
    expect(row.textContent).toContain('2 jam yang lalu');
    expect(row.textContent).not.toContain('declined');
  });

  it('keeps a user-given name as text, never markup', async () => {
    await openWithOne(
      {
        message: {
          key: 'campaignRejected',
          values: { name: '<img src=x onerror="alert(1)">Spring', reason: 'Blurry <i>photo</i>' },
        },
      },
      'pt',
    );
    const row = (await screen.findByText(/Sua campanha/)).closest('li')!;
    expect(row.querySelector('img, i')).toBeNull();
    expect(row.textContent).toContain('<img src=x onerror="alert(1)">Spring');
    expect(row.textContent).toContain('Motivo: Blurry <i>photo</i>');
  });

  it('says the unread count in the reader’s language', async () => {
    await testI18n.changeLanguage('pt');
    testI18n.addResourceBundle('pt', 'notifications', localeResources('pt').notifications!, true, true);
    const { client } = mockClient(answers(1234));
    render(<NotificationBell />, { client });
    expect(await screen.findByRole('button', { name: 'Notificações, 1.234 não lidas' })).toBeTruthy();
  });

  it('names the role as the team page does', async () => {
    await openWithOne(
      {
        message: {
          key: 'memberJoined',
          values: { name: 'Ana Souza', company: 'Acme Fashion', role: { message: 'team:roles.MEMBER' } },
        },
      },
      'pt',
    );
    expect((await screen.findByText(/entrou em/)).closest('li')!.textContent).toContain(
      'Ana Souza entrou em Acme Fashion como Membro',
    );
  });

  it('reads the stored English text of a notification from before messages (no message)', async () => {
    await openWithOne({ messageHtml: '<b>Old</b> news', message: null }, 'pt');
    expect((await screen.findByText('Old')).tagName).toBe('B');
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
