import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { QuickStartModal } from './quick-start-modal';

const step = (id: string, isCompleted: boolean, targetUrl = `/${id}`, openUrlInNewTab = false) => ({
  id,
  label: id,
  targetUrl,
  openUrlInNewTab,
  isCompleted,
});

const answers = {
  Onboarding: {
    onboarding: {
      id: '1',
      isCompleted: false,
      progress: [
        step('brands', true, '/brands'),
        step('team', false, '/user'),
        step('guide', false, 'https://help.example', true),
      ],
    },
  },
  UpdateOnboardingProgress: { updateOnboardingProgress: { ok: true, errors: [], onboarding: null } },
};

describe('QuickStartModal', () => {
  it('stays closed without the #get-started hash', () => {
    const { client, calls } = mockClient(answers);
    render(<QuickStartModal />, { client, route: '/sponsor' });
    expect(screen.queryByText('Get started')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('lists the steps with completion marks and links on #get-started', async () => {
    const { client } = mockClient(answers);
    render(<QuickStartModal />, { client, route: '/sponsor#get-started' });
    expect(await screen.findByText('1 of 3 steps done')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add the brands you manage' }).getAttribute('href')).toBe(
      '/brands',
    );
    const guide = screen.getByRole('link', { name: /Read the getting-started guide/ });
    expect(guide.getAttribute('target')).toBe('_blank');
    expect(screen.getAllByLabelText('Done')).toHaveLength(1);
    expect(screen.getAllByLabelText('To do')).toHaveLength(2);
  });

  it('ticks the manual guide step when followed and closes by dropping the hash', async () => {
    const { client, calls } = mockClient(answers);
    render(<QuickStartModal />, { client, route: '/sponsor?brandId=3#get-started' });
    await userEvent.click(await screen.findByRole('link', { name: /Read the getting-started guide/ }));
    expect(calls.find((call) => call.name === 'UpdateOnboardingProgress')?.variables).toEqual({
      id: 'guide',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('1 of 3 steps done')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/sponsor?brandId=3');
  });
});
