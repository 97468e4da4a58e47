import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { InviteMemberDialog } from './invite-member-dialog';

// As the team page passes them (grantableRoles): least privileged first.
const roles = [
  { id: '4', name: 'VIEWER' },
  { id: '3', name: 'MEMBER' },
  { id: '2', name: 'ADMIN' },
  { id: '1', name: 'OWNER' },
];

function renderDialog(answers: Parameters<typeof mockClient>[0] = {}) {
  const { client, calls } = mockClient(answers);
  const onInvited = vi.fn();
  const onClose = vi.fn();
  render(<InviteMemberDialog opened roles={roles} onClose={onClose} onInvited={onInvited} />, { client });
  return { calls, onInvited, onClose };
}

const invite = () => screen.getByRole('button', { name: 'Send invitation' });

describe('InviteMemberDialog', () => {
  it('preselects the first role', () => {
    renderDialog();
    expect((screen.getByRole('textbox', { name: /Role/ }) as HTMLInputElement).value).toBe('Viewer');
  });

  it('asks once more before inviting an owner (issue 12)', async () => {
    const { calls, onInvited } = renderDialog({
      InviteMember: { inviteMember: { ok: true, errors: [], invitation: null } },
    });
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'boss@example.test');
    await userEvent.click(screen.getByRole('textbox', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Owner', hidden: true }));
    await userEvent.click(invite());
    expect(await screen.findByText(/boss@example.test will be an owner/)).toBeTruthy();
    expect(calls.some((call) => call.name === 'InviteMember')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByText(/will be an owner/)).toBeNull();
    await userEvent.click(invite());
    await userEvent.click(await screen.findByRole('button', { name: 'Invite as owner' }));
    await waitFor(() => expect(onInvited).toHaveBeenCalledWith('boss@example.test'));
    expect(calls.find((call) => call.name === 'InviteMember')?.variables).toEqual({
      email: 'boss@example.test',
      roleId: '1',
    });
  });

  it('requires an e-mail and refuses a malformed one without calling the server', async () => {
    const { calls } = renderDialog();
    await userEvent.click(invite());
    expect(await screen.findByText('Enter an e-mail address.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'not-an-email');
    await userEvent.click(invite());
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(calls.some((call) => call.name === 'InviteMember')).toBe(false);
  });

  it('sends the trimmed e-mail with the chosen role and reports success', async () => {
    const { calls, onInvited, onClose } = renderDialog({
      InviteMember: { inviteMember: { ok: true, errors: [], invitation: null } },
    });
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), '  new@example.test  ');
    await userEvent.click(invite());
    await waitFor(() => expect(onInvited).toHaveBeenCalledWith('new@example.test'));
    expect(calls.find((call) => call.name === 'InviteMember')?.variables).toEqual({
      email: 'new@example.test',
      roleId: '4',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal in a red banner", async () => {
    renderDialog({
      InviteMember: {
        inviteMember: {
          ok: false,
          errors: [{ field: 'email', messages: ['team:error.alreadyMember'] }],
          invitation: null,
        },
      },
    });
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'admin@demo.test');
    await userEvent.click(invite());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This person is already a member of the company.',
    );
  });
});
