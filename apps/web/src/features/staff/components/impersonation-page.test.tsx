import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { ImpersonationPage } from './impersonation-page';

const user = (id: string, email: string, extra: Partial<{ isStaff: boolean; isActive: boolean }> = {}) => ({
  id,
  email,
  name: email.split('@')[0],
  isStaff: false,
  isActive: true,
  companyName: 'Acme Fashion',
  ...extra,
});

const page = (objects: ReturnType<typeof user>[], numPages = 1) => ({
  searchUsers: { objects, page: 1, numPages, totalCount: objects.length },
});

describe('ImpersonationPage', () => {
  it('lists users, refuses staff rows, and impersonates', async () => {
    const onImpersonating = vi.fn();
    const { client, calls } = mockClient({
      SearchUsers: page([user('1', 'member@demo.test'), user('2', 'staff@demo.test', { isStaff: true })]),
      ImpersonateUser: { impersonateUser: { ok: true, errors: [] } },
    });
    render(<ImpersonationPage onImpersonating={onImpersonating} />, { client });
    const staffButton = (await screen.findByRole('button', {
      name: 'Impersonate staff@demo.test',
    })) as HTMLButtonElement;
    expect(staffButton.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Impersonate member@demo.test' }));
    await waitFor(() => expect(onImpersonating).toHaveBeenCalled());
    expect(calls.find((call) => call.name === 'ImpersonateUser')?.variables).toEqual({ userId: '1' });
  });

  it('searches after the debounce and starts again at page 1', async () => {
    const { client, calls } = mockClient({ SearchUsers: page([user('1', 'member@demo.test')]) });
    render(<ImpersonationPage onImpersonating={vi.fn()} />, { client });
    await userEvent.type(await screen.findByLabelText('Search users'), 'mem');
    await waitFor(() =>
      expect(calls.filter((call) => call.name === 'SearchUsers').at(-1)?.variables).toEqual({
        searchTerm: 'mem',
        page: 1,
      }),
    );
  });

  it('shows a refusal in the red banner', async () => {
    const { client } = mockClient({
      SearchUsers: page([user('1', 'member@demo.test')]),
      ImpersonateUser: {
        impersonateUser: { ok: false, errors: [{ field: 'userId', messages: ['staff:error.userDisabled'] }] },
      },
    });
    render(<ImpersonationPage onImpersonating={vi.fn()} />, { client });
    await userEvent.click(await screen.findByRole('button', { name: 'Impersonate member@demo.test' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This user is disabled.');
  });

  it('says when nothing matches', async () => {
    const { client } = mockClient({ SearchUsers: page([]) });
    render(<ImpersonationPage onImpersonating={vi.fn()} />, { client });
    expect(await screen.findByText('No record')).toBeTruthy();
  });
});
