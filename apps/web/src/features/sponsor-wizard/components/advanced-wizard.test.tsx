import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { defaultWizardFlags } from '../utils/wizard-context';
import { AdvancedWizard, type AdvancedWizardFocus } from './advanced-wizard';

function renderAdvanced(focus: AdvancedWizardFocus | null, roleName = 'OWNER') {
  const { client } = mockClient({});
  window.localStorage.clear();
  render(
    <AdvancedWizard
      campaignId={null}
      brandId="2"
      company={{ id: '1', name: 'Acme', brands: [{ id: '2', name: 'Northwind' }] }}
      viewer={{ roleName, isStaff: false }}
      flags={{ ...defaultWizardFlags, dynamicFilter: false }}
      excludedFields={[]}
      onExit={vi.fn()}
      focus={focus}
    />,
    { client },
  );
}

describe('AdvancedWizard opened with a focus (the diagnostics edit links)', () => {
  const scrolled: string[] = [];
  beforeEach(() => {
    vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    scrolled.length = 0;
  });

  it('scrolls the budget section into view', async () => {
    renderAdvanced('budget');
    await waitFor(() => expect(scrolled).toContain('advanced-section-budget'));
  });

  it('stays on setup, scrolling nowhere, for the content of a campaign not saved yet', async () => {
    renderAdvanced('content');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    expect(scrolled.filter((id) => id.startsWith('advanced-section'))).toEqual([]);
  });
});

describe('AdvancedWizard for a role that may not save (spec 2 §2, §6)', () => {
  it('shows the setup disabled, without Discard or Save draft; Next still moves on', async () => {
    renderAdvanced(null, 'VIEWER');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Campaign name/ }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });

  it('keeps them for an OWNER', async () => {
    renderAdvanced(null, 'OWNER');
    expect((await screen.findByRole('textbox', { name: /Campaign name/ })).matches(':disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeTruthy();
  });
});
