import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { useContentSettings } from './use-content-settings';

function settingsOf(answers: Parameters<typeof mockClient>[0]) {
  const { client } = mockClient(answers);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider value={client}>{children}</Provider>;
  return renderHook(() => useContentSettings(), { wrapper }).result.current;
}

const me = { id: '1', isApprovedByStaff: true, isGfg: false, role: { id: '1', name: 'owner' } };

describe('useContentSettings: the seller rule', () => {
  it('holds while the settings are unknown, as the server does by default (decision 0267)', () => {
    const settings = settingsOf({});
    expect(settings.isLoading).toBe(true);
    expect(settings.validateSellers).toBe(true);
  });

  it('follows the flag once it is known', () => {
    expect(
      settingsOf({ SponsorContentSettings: { me, validateSellerFlag: { isActive: false } } }).validateSellers,
    ).toBe(false);
    expect(
      settingsOf({ SponsorContentSettings: { me, validateSellerFlag: { isActive: true } } }).validateSellers,
    ).toBe(true);
  });
});
