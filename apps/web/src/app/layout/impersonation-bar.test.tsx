import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../features/accounts/api/get-me';
import { render } from '../../testing/render';
import { SessionProvider } from '../session';
import { ImpersonationBar } from './impersonation-bar';

const me = { name: 'Mei Ling Wong', isImpersonate: true } as Me;

describe('ImpersonationBar', () => {
  it('keeps the 2px red bar and offers to end the impersonation', () => {
    render(
      <SessionProvider me={me}>
        <ImpersonationBar />
      </SessionProvider>,
    );
    expect(screen.getByTestId('impersonation-bar').style.height).toBe('2px');
    expect(screen.getByText('Acting as Mei Ling Wong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End impersonation' })).toBeTruthy();
  });
});
