import type { RoleName } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { buildSidebarSections, type SidebarInput } from '../layout/sidebar-links';
import { routeNamespaces } from '../route-namespaces';
import { routes } from '../router';

const input = (roleName: RoleName | null, isStaff: boolean): SidebarInput => ({
  viewer: { roleName, isStaff, isApprovedByStaff: true },
  flags: {
    showBillingMonthlyInvoices: true,
    userMultipleCompanies: true,
    showStatusPageLink: true,
    enableMetaAd: true,
    standardPackageAds: true,
  },
  helpCenterUrl: null,
  statusPageUrl: null,
});

const links = (sidebar: SidebarInput) =>
  buildSidebarSections(sidebar).flatMap((section) => section.links.map((link) => link));

function routePaths(list: readonly { path?: string; children?: unknown }[]): string[] {
  return list.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routePaths((route.children as typeof list | undefined) ?? []),
  ]);
}

describe('the marketplace keys page', () => {
  it('is linked in the staff section of the sidebar, for staff only', () => {
    const staffLink = links(input(null, true)).find((link) => link.href === paths.staff.marketplaceKeys);
    expect(staffLink?.labelKey).toBe('staff:marketplaceKeys.nav');
    for (const role of ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'] as const)
      expect(links(input(role, false)).some((link) => link.href === paths.staff.marketplaceKeys)).toBe(false);
  });

  it('has its route, loading the staff texts', () => {
    expect(routePaths(routes)).toContain(paths.staff.marketplaceKeys);
    expect(routeNamespaces['marketplace-keys']).toEqual(['staff']);
  });
});
