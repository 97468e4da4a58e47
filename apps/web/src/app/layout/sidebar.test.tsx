import type { RoleName } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QuickStartModal } from '../../features/onboarding/components/quick-start-modal';
import { mockClient } from '../../testing/mock-client';
import { render } from '../../testing/render';
import { Sidebar } from './sidebar';
import { buildSidebarSections, type SidebarInput } from './sidebar-links';

function input(roleName: RoleName | null, overrides: Partial<SidebarInput> = {}): SidebarInput {
  return {
    viewer: { roleName, isStaff: false, isApprovedByStaff: true },
    flags: {
      showBillingMonthlyInvoices: true,
      userMultipleCompanies: true,
      showStatusPageLink: true,
      enableMetaAd: true,
      standardPackageAds: true,
    },
    helpCenterUrl: 'https://help.example',
    statusPageUrl: 'https://status.example',
    ...overrides,
  };
}

function hrefs(sections: ReturnType<typeof buildSidebarSections>) {
  return sections.flatMap((section) => section.links.map((link) => link.href));
}

describe('sidebar links', () => {
  it('shows billing to the owner only', () => {
    expect(hrefs(buildSidebarSections(input('OWNER')))).toContain('/billing/info');
    for (const role of ['ADMIN', 'MEMBER', 'VIEWER'] as const) {
      expect(hrefs(buildSidebarSections(input(role))).some((href) => href.startsWith('/billing'))).toBe(
        false,
      );
    }
  });

  it('hides company, team and brands from members', () => {
    const links = hrefs(buildSidebarSections(input('MEMBER')));
    expect(links).toEqual(expect.arrayContaining(['/sponsor', '/mpa/campaign', '/booking']));
    expect(links).not.toContain('/company');
    expect(links).not.toContain('/user');
    expect(links).not.toContain('/brands');
    expect(links).not.toContain('/booking-calendar');
  });

  it('follows the monthly invoices, new company and status page flags', () => {
    const off = input('OWNER', {
      flags: {
        showBillingMonthlyInvoices: false,
        userMultipleCompanies: false,
        showStatusPageLink: false,
        enableMetaAd: true,
        standardPackageAds: true,
      },
    });
    const links = hrefs(buildSidebarSections(off));
    expect(links).toContain('/billing/invoices');
    expect(links).not.toContain('/billing/monthly-invoices');
    expect(links).not.toContain('/new-company');
    expect(links).not.toContain('https://status.example');
  });

  it('hides the off-site ads and booking areas when their flags are off', () => {
    const off = input('OWNER', {
      flags: {
        showBillingMonthlyInvoices: true,
        userMultipleCompanies: true,
        showStatusPageLink: true,
        enableMetaAd: false,
        standardPackageAds: false,
      },
    });
    const links = hrefs(buildSidebarSections(off));
    expect(links).toContain('/sponsor');
    expect(links.filter((href) => href.startsWith('/mpa') || href === '/booking')).toEqual([]);
  });

  it('gives staff the booking calendar and feature flags', () => {
    const links = hrefs(
      buildSidebarSections(
        input(null, { viewer: { roleName: null, isStaff: true, isApprovedByStaff: false } }),
      ),
    );
    expect(links).toEqual(
      expect.arrayContaining(['/booking-calendar', '/staff/feature-flags', '/billing/info']),
    );
  });

  it('renders no billing link for an admin and keeps the company parameter on links', () => {
    render(<Sidebar sections={buildSidebarSections(input('ADMIN'))} />, {
      route: '/sponsor?company=5&tab=2',
    });
    expect(screen.queryByText('Billing information')).toBeNull();
    expect(screen.getByText('Team members').closest('a')?.getAttribute('href')).toBe('/user?company=5');
  });
});

describe('the quick-start guide in the sidebar (issue 12: it had no entry point)', () => {
  it('offers the guide to every role', () => {
    for (const role of ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'] as const) {
      const links = buildSidebarSections(input(role)).flatMap((section) => section.links);
      expect(links.some((link) => link.opensQuickStart)).toBe(true);
    }
  });

  it('opens the guide over the current page, keeping its address', async () => {
    const { client } = mockClient({
      Onboarding: {
        onboarding: {
          id: '1',
          isCompleted: false,
          progress: [
            {
              id: 'brands',
              label: 'brands',
              targetUrl: '/brands',
              openUrlInNewTab: false,
              isCompleted: true,
            },
          ],
        },
      },
    });
    render(
      <>
        <Sidebar sections={buildSidebarSections(input('MEMBER'))} />
        <QuickStartModal />
      </>,
      { client, route: '/billing/transactions?brandId=3' },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const entry = screen.getByRole('link', { name: 'Quick-start guide' });
    expect(entry.getAttribute('href')).toBe('/billing/transactions?brandId=3#get-started');
    await userEvent.click(entry);
    expect(await screen.findByRole('dialog', { name: 'Get started' })).toBeTruthy();
    expect(await screen.findByText('1 of 1 steps done')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/billing/transactions?brandId=3');
  });
});
