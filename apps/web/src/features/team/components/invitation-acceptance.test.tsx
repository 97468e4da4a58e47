import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { InvitationAcceptance } from './invitation-acceptance';

const preview = (extra: Record<string, unknown> = {}) => ({
  InvitationByToken: {
    invitationByToken: {
      email: 'new@example.test',
      companyName: 'Acme Fashion',
      roleName: 'MEMBER',
      status: 'PENDING',
      hasUser: false,
      hasPassword: false,
      isSignedInAsInvitee: false,
      ...extra,
    },
  },
});

function renderPage(answers: Parameters<typeof mockClient>[0]) {
  const { client, calls } = mockClient(answers);
  const onJoined = vi.fn();
  render(<InvitationAcceptance token="tok" onJoined={onJoined} onNeedsSignIn={vi.fn()} />, { client });
  return { calls, onJoined };
}

describe('InvitationAcceptance', () => {
  it('shows the company and role, checks the password policy live and joins', async () => {
    const { calls, onJoined } = renderPage({
      ...preview(),
      InviteMemberConfirm: { inviteMemberConfirm: { ok: true, isSignedIn: true, errors: [] } },
    });
    expect((await screen.findByText(/You are invited to join/)).textContent).toBe(
      'You are invited to join Acme Fashion as Member.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept and join' }));
    expect(await screen.findByText('Enter your name.')).toBeTruthy();
    expect(calls.some((call) => call.name === 'InviteMemberConfirm')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ana Souza');
    await userEvent.type(screen.getByLabelText(/Choose a password/), 'Str0ng!Passw0rd');
    const met = screen.getAllByRole('listitem').filter((item) => item.getAttribute('data-met') === 'true');
    expect(met).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Accept and join' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalled());
    expect(calls.find((call) => call.name === 'InviteMemberConfirm')?.variables).toEqual({
      token: 'tok',
      name: 'Ana Souza',
      password: 'Str0ng!Passw0rd',
    });
  });

  it('asks an existing account only for its password', async () => {
    renderPage(preview({ hasUser: true, hasPassword: true }));
    expect(await screen.findByText(/already have an account/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Full name/ })).toBeNull();
    expect(screen.getByLabelText(/Your password/)).toBeTruthy();
  });

  it('sends an account without a password to sign in first, and back here afterwards', async () => {
    const { calls } = renderPage(preview({ hasUser: true, hasPassword: false }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'new@example.test signs in with a seller center or Google, not a password.',
    );
    expect(screen.queryByLabelText(/password/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?nextUrl=%2Fauth%2Finvitation%2Ftok',
    );
    expect(calls.some((call) => call.name === 'InviteMemberConfirm')).toBe(false);
  });

  it('joins in one click when signed in as the invitee', async () => {
    const { calls, onJoined } = renderPage({
      ...preview({ hasUser: true, isSignedInAsInvitee: true }),
      InviteMemberConfirm: { inviteMemberConfirm: { ok: true, isSignedIn: true, errors: [] } },
    });
    expect(await screen.findByText('You are signed in as new@example.test.')).toBeTruthy();
    expect(screen.queryByLabelText(/password/i)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept and join' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalled());
    expect(calls.find((call) => call.name === 'InviteMemberConfirm')?.variables).toEqual({
      token: 'tok',
      name: '',
      password: '',
    });
  });

  it('shows the server refusal for an account that must sign in first', async () => {
    renderPage({
      ...preview({ hasUser: true, hasPassword: true }),
      InviteMemberConfirm: {
        inviteMemberConfirm: {
          ok: false,
          isSignedIn: false,
          errors: [{ field: 'password', messages: ['team:error.signInToAccept'] }],
        },
      },
    });
    await userEvent.type(await screen.findByLabelText(/Your password/), 'anything');
    await userEvent.click(screen.getByRole('button', { name: 'Accept and join' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This account has no password.');
  });

  it('says so when the invitation expired, was used or is unknown', async () => {
    renderPage(preview({ status: 'EXPIRED' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation has expired. Ask Acme Fashion to send you a new one.',
    );
  });

  it('refuses an unknown link', async () => {
    renderPage({ InvitationByToken: { invitationByToken: null } });
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation link is not valid.');
  });
});
