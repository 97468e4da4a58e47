import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from '../../../testing/i18n';
import { render } from '../../../testing/render';
import { InvitationsTable } from './invitations-table';

const invitation = {
  id: '5',
  email: 'c@example.test',
  role: { id: '3', name: 'MANAGER' },
  status: 'PENDING',
  dateCreated: '2026-11-23T17:30:00.000Z',
} as const;

afterEach(() => testI18n.changeLanguage('en'));

describe('InvitationsTable', () => {
  it('writes when an invitation was sent as yyyy/MM/dd HH:mm in the given zone, in every language (decision 0181)', async () => {
    await testI18n.changeLanguage('pt');
    render(
      <InvitationsTable
        invitations={[invitation]}
        timeZone="Asia/Singapore"
        resendingEmail={null}
        onResend={() => {}}
        onRevoke={() => {}}
      />,
    );
    const row = screen.getByTestId('invitation-c@example.test');
    expect(row.textContent).toContain('2026/11/24 01:30');
    expect(row.textContent).not.toContain('24/11/2026');
  });
});
