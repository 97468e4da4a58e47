import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../testing/render';
import { launchDisabledReason, SponsorPageHeader } from './sponsor-page-header';

const handlers = { onRefresh: vi.fn(), onQuickCampaign: vi.fn(), onAdvancedSetup: vi.fn() };

describe('SponsorPageHeader', () => {
  it('explains why Launch is disabled: role first, then the brand', () => {
    expect(launchDisabledReason({ canLaunch: false, hasBrand: true })).toBe('header.launchNotAllowed');
    expect(launchDisabledReason({ canLaunch: false, hasBrand: false })).toBe('header.launchNotAllowed');
    expect(launchDisabledReason({ canLaunch: true, hasBrand: false })).toBe('header.launchChooseBrand');
    expect(launchDisabledReason({ canLaunch: true, hasBrand: true })).toBeNull();
  });

  it('disables Launch for a VIEWER', () => {
    render(<SponsorPageHeader canLaunch={false} hasBrand showQuickCampaign {...handlers} />);
    expect((screen.getByRole('button', { name: 'Launch Campaign' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Launch options' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers Quick Campaign and Advanced Setup when allowed', async () => {
    const onQuickCampaign = vi.fn();
    const onAdvancedSetup = vi.fn();
    render(
      <SponsorPageHeader
        canLaunch
        hasBrand
        showQuickCampaign
        onRefresh={vi.fn()}
        onQuickCampaign={onQuickCampaign}
        onAdvancedSetup={onAdvancedSetup}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Launch options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Advanced Setup' }));
    expect(onAdvancedSetup).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Launch Campaign' }));
    expect(onQuickCampaign).toHaveBeenCalled();
  });
});
