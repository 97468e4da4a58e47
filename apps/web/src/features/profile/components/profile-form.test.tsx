import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import type { Profile } from '../api/get-profile';
import { ProfileForm } from './profile-form';

vi.mock('../../../lib/i18n', () => ({ chooseLanguage: vi.fn(async () => undefined) }));

const profile: Profile = {
  __typename: 'Me',
  id: '7',
  email: 'owner@demo.test',
  firstName: 'Olivia',
  lastName: 'Tan',
  title: 'Director',
  language: 'en',
  allLanguages: [
    { code: 'en', label: 'English' },
    { code: 'pt', label: 'Português' },
    { code: 'id', label: 'Bahasa Indonesia' },
  ],
  timezone: 'Asia/Singapore',
  enabled2fa: false,
  hasUsablePassword: true,
  isImpersonate: false,
} as unknown as Profile;

const saved = { ok: true, errors: [], me: { id: '7' } };

describe('ProfileForm', () => {
  it('refuses blank names with the profile messages and sends nothing', async () => {
    const { client, calls } = mockClient({});
    render(<ProfileForm profile={profile} />, { client });
    await userEvent.clear(screen.getByLabelText(/First name/));
    await userEvent.type(screen.getByLabelText(/First name/), '   ');
    await userEvent.clear(screen.getByLabelText(/Job title/));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter your first name.')).toBeTruthy();
    expect(screen.getByText('Enter your job title.')).toBeTruthy();
    expect(calls.some((call) => call.name === 'UpdateProfile')).toBe(false);
  });

  it('sends the trimmed profile with the 2FA toggle and switches the interface language', async () => {
    const { chooseLanguage } = await import('../../../lib/i18n');
    const { client, calls } = mockClient({ UpdateProfile: { updateProfile: saved } });
    render(<ProfileForm profile={{ ...profile, language: 'pt' }} />, { client });
    await userEvent.type(screen.getByLabelText(/Last name/), '  ');
    await userEvent.click(screen.getByRole('switch', { name: /Two-factor sign-in/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'UpdateProfile')?.variables).toEqual({
        firstName: 'Olivia',
        lastName: 'Tan',
        title: 'Director',
        language: 'pt',
        timezone: 'Asia/Singapore',
        enabled2fa: true,
      }),
    );
    await waitFor(() => expect(chooseLanguage).toHaveBeenCalledWith('pt'));
  });

  it('shows the server refusal in the red banner, translated', async () => {
    const { client } = mockClient({
      UpdateProfile: {
        updateProfile: {
          ok: false,
          me: null,
          errors: [{ field: 'enabled2fa', messages: ['profile:error.refusedWhileImpersonating'] }],
        },
      },
    });
    render(<ProfileForm profile={profile} />, { client });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('cannot be changed while impersonating');
  });

  it('locks the 2FA toggle while impersonating', () => {
    render(<ProfileForm profile={{ ...profile, isImpersonate: true }} />);
    expect((screen.getByRole('switch', { name: /Two-factor sign-in/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });
});
