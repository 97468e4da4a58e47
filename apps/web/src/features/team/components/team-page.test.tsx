import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../../testing/i18n';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { TeamPage } from './team-page';

const show = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));
afterEach(() => show.mockReset());

const role = (id: string, name: string) => ({ id, name });
const roles = [role('1', 'OWNER'), role('2', 'ADMIN'), role('3', 'MEMBER'), role('4', 'VIEWER')];
const user = (id: string, email: string, roleName: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: email.split('@')[0],
  email,
  role: roles.find((candidate) => candidate.name === roleName)!,
  status: 'ACTIVE',
  isMe: false,
  ...extra,
});

const answers = (invitations: unknown[] = []) => ({
  Roles: { roles },
  TeamUsers: {
    users: [
      user('10', 'owner@demo.test', 'OWNER'),
      user('11', 'admin@demo.test', 'ADMIN', { isMe: true }),
      user('12', 'member@demo.test', 'MEMBER'),
      user('13', 'gone@demo.test', 'VIEWER', { status: 'DISABLED' }),
    ],
  },
  Invitations: { invitations },
});

const admin = { roleName: 'ADMIN' as const, isStaff: false };

describe('TeamPage', () => {
  it('writes the tab counts in the user’s language (issue 12: every number through the locale)', async () => {
    const many = Array.from({ length: 1234 }, (_, i) =>
      user(String(100 + i), `gone${i}@demo.test`, 'VIEWER', { status: 'DISABLED' }),
    );
    const base = answers();
    const { client } = mockClient({ ...base, TeamUsers: { users: [...base.TeamUsers.users, ...many] } });
    await testI18n.changeLanguage('pt');
    try {
      render(<TeamPage actor={admin} />, { client });
      const tab = await screen.findByRole('tab', { name: /Deactivated|Desativad/ });
      expect(tab.textContent).toContain('1.235');
      expect(tab.textContent).not.toContain('1235');
    } finally {
      await testI18n.changeLanguage('en');
    }
  });

  it('counts each tab and says "No record" for an empty one', async () => {
    const { client } = mockClient(answers());
    render(<TeamPage actor={admin} />, { client });
    expect((await screen.findByRole('tab', { name: /Users/ })).textContent).toContain('3');
    expect(screen.getByRole('tab', { name: /Invitations sent/ }).textContent).toContain('0');
    expect(screen.getByRole('tab', { name: /Deactivated/ }).textContent).toContain('1');
    await userEvent.click(screen.getByRole('tab', { name: /Invitations sent/ }));
    expect(await screen.findByText('No record')).toBeTruthy();
  });

  it("locks your own row and, for an admin, the owner's row", async () => {
    const { client } = mockClient(answers());
    render(<TeamPage actor={admin} />, { client });
    const own = await screen.findByTestId('team-user-admin@demo.test');
    expect((within(own).getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    const owner = screen.getByTestId('team-user-owner@demo.test');
    expect((within(owner).getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    const member = screen.getByTestId('team-user-member@demo.test');
    expect((within(member).getByRole('switch') as HTMLInputElement).disabled).toBe(false);
  });

  it('offers the least privileged role first in the invite dialog, for owners too (issue 12)', async () => {
    const { client } = mockClient(answers());
    render(<TeamPage actor={{ roleName: 'OWNER', isStaff: false }} />, { client });
    await userEvent.click(await screen.findByRole('button', { name: 'Add member' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('textbox', { name: /Role/ }) as HTMLInputElement).value).toBe('Viewer');
  });

  it('deactivates a member with updateUserAccount once confirmed, and says so in a toast (issue 12)', async () => {
    const { client, calls } = mockClient({
      ...answers(),
      UpdateUserAccount: { updateUserAccount: { ok: true, errors: [], user: null } },
    });
    render(<TeamPage actor={admin} />, { client });
    const member = await screen.findByTestId('team-user-member@demo.test');
    await userEvent.click(within(member).getByRole('switch'));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate member?' });
    expect(dialog.textContent).toContain('member (member@demo.test) will lose access');
    expect(calls.some((call) => call.name === 'UpdateUserAccount')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'UpdateUserAccount')?.variables).toEqual({
        accountId: '12',
        status: 'DISABLED',
      }),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'member was deactivated.' })),
    );
  });

  /** Opens the row's role select and picks `name` from its own list (every row has one). */
  async function pickRole(row: HTMLElement, name: string) {
    const input = within(row).getByRole('textbox', { name: /^Role of/ });
    await userEvent.click(input);
    await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    await userEvent.click(within(listbox).getByRole('option', { name, hidden: true }));
  }

  it('changes a role only when confirmed (issue 12)', async () => {
    const { client, calls } = mockClient({
      ...answers(),
      UpdateUserAccount: { updateUserAccount: { ok: true, errors: [], user: null } },
    });
    render(<TeamPage actor={admin} />, { client });
    const member = await screen.findByTestId('team-user-member@demo.test');
    await pickRole(member, 'Viewer');
    const dialog = await screen.findByRole('dialog', { name: 'Change role?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change role?' })).toBeNull());
    expect(calls.some((call) => call.name === 'UpdateUserAccount')).toBe(false);

    await pickRole(member, 'Viewer');
    const again = await screen.findByRole('dialog', { name: 'Change role?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Change role' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'UpdateUserAccount')?.variables).toEqual({
        accountId: '12',
        roleId: '4',
      }),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'member is now Viewer.' })),
    );
  });

  it('revokes a pending invitation after a confirmation (issue 12)', async () => {
    const { client, calls } = mockClient({
      ...answers([
        {
          id: '5',
          email: 'c@example.test',
          role: roles[2],
          status: 'PENDING',
          dateCreated: '2025-01-01T10:00:00.000Z',
        },
      ]),
      RevokeInvitation: { revokeInvitation: { ok: true, errors: [] } },
    });
    render(<TeamPage actor={admin} />, { client });
    await userEvent.click(await screen.findByRole('tab', { name: /Invitations sent/ }));
    const row = screen.getByTestId('invitation-c@example.test');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Revoke the invitation to c@example.test' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation?' });
    expect(dialog.textContent).toContain('The invitation link sent to c@example.test will stop working.');
    expect(calls.some((call) => call.name === 'RevokeInvitation')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'RevokeInvitation')?.variables).toEqual({
        invitationId: '5',
      }),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Invitation to c@example.test revoked.' }),
      ),
    );
  });

  it('offers resend for pending and expired invitations', async () => {
    const invitation = (id: string, email: string, status: string) => ({
      id,
      email,
      role: roles[2],
      status,
      dateCreated: '2025-01-01T10:00:00.000Z',
    });
    const { client, calls } = mockClient({
      ...answers([
        invitation('1', 'a@example.test', 'PENDING'),
        invitation('2', 'b@example.test', 'EXPIRED'),
      ]),
      ResendInvitation: { resendInvitation: { ok: true, errors: [], invitation: null } },
    });
    render(<TeamPage actor={admin} />, { client });
    await userEvent.click(await screen.findByRole('tab', { name: /Invitations sent/ }));
    expect(screen.getByText('Expired')).toBeTruthy();
    const expired = screen.getByTestId('invitation-b@example.test');
    await userEvent.click(within(expired).getByRole('button', { name: 'Resend' }));
    expect(calls.find((call) => call.name === 'ResendInvitation')?.variables).toEqual({
      email: 'b@example.test',
    });
  });
});
