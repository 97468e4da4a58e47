import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { EndImpersonationButton } from './end-impersonation-button';

describe('EndImpersonationButton', () => {
  it('ends the impersonation and hands back to the caller', async () => {
    const onEnded = vi.fn();
    const { client, calls } = mockClient({
      EndImpersonation: { endImpersonation: { ok: true, errors: [] } },
    });
    render(<EndImpersonationButton onEnded={onEnded} />, { client });
    await userEvent.click(screen.getByRole('button', { name: 'End impersonation' }));
    await waitFor(() => expect(onEnded).toHaveBeenCalled());
    expect(calls.map((call) => call.name)).toContain('EndImpersonation');
  });
});
