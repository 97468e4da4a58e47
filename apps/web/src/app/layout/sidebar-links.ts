import { canEnterArea, type Viewer } from '@portal/domain';
import { paths } from '../../config/paths';
import { QUICK_START_HASH } from '../../features/onboarding/quick-start-link';

export type SidebarLink = {
  key: string;
  labelKey: string;
  href: string;
  /** Outside the app (help centre, status page) or a static page: opened in a new tab. */
  isExternal?: boolean;
  /** Opens the quick-start guide over the current page (its #get-started hash) instead of going anywhere. */
  opensQuickStart?: boolean;
};

export type SidebarSection = { key: string; labelKey: string; links: SidebarLink[] };

export type SidebarInput = {
  viewer: Viewer;
  flags: {
    showBillingMonthlyInvoices: boolean;
    userMultipleCompanies: boolean;
    showStatusPageLink: boolean;
    /** enable_meta_ad and standard_package_ads: the off-site ads and booking areas (spec 3 §6). */
    enableMetaAd: boolean;
    standardPackageAds: boolean;
  };
  helpCenterUrl: string | null;
  statusPageUrl: string | null;
};

/** Sidebar links of spec 1 §2, without the ones the viewer's role cannot enter. */
export function buildSidebarSections({
  viewer,
  flags,
  helpCenterUrl,
  statusPageUrl,
}: SidebarInput): SidebarSection[] {
  const can = (area: Parameters<typeof canEnterArea>[0]) => canEnterArea(area, viewer);
  const sections: SidebarSection[] = [
    {
      key: 'ads',
      labelKey: 'shell:nav.sections.ads',
      links: [
        { key: 'sponsor', labelKey: 'shell:nav.sponsor', href: paths.sponsor },
        ...(flags.enableMetaAd
          ? [
              { key: 'mpaCampaign', labelKey: 'shell:nav.mpaCampaign', href: paths.mpa.campaign },
              { key: 'mpaCredits', labelKey: 'shell:nav.mpaCredits', href: paths.mpa.credits },
            ]
          : []),
        ...(flags.standardPackageAds
          ? [{ key: 'booking', labelKey: 'shell:nav.booking', href: paths.booking }]
          : []),
        ...(can('bookingCalendar')
          ? [{ key: 'bookingCalendar', labelKey: 'shell:nav.bookingCalendar', href: paths.bookingCalendar }]
          : []),
      ],
    },
    {
      key: 'billing',
      labelKey: 'shell:nav.sections.billing',
      links: can('billing')
        ? [
            { key: 'billingInfo', labelKey: 'shell:nav.billingInfo', href: paths.billing.info },
            { key: 'billingMethod', labelKey: 'shell:nav.billingMethod', href: paths.billing.method },
            {
              key: 'billingTransactions',
              labelKey: 'shell:nav.billingTransactions',
              href: paths.billing.transactions,
            },
            flags.showBillingMonthlyInvoices
              ? {
                  key: 'billingInvoices',
                  labelKey: 'shell:nav.billingMonthlyInvoices',
                  href: paths.billing.monthlyInvoices,
                }
              : {
                  key: 'billingInvoices',
                  labelKey: 'shell:nav.billingInvoices',
                  href: paths.billing.invoices,
                },
            { key: 'billingCredits', labelKey: 'shell:nav.billingCredits', href: paths.billing.credits },
          ]
        : [],
    },
    {
      key: 'account',
      labelKey: 'shell:nav.sections.account',
      links: [
        ...(can('company') ? [{ key: 'company', labelKey: 'shell:nav.company', href: paths.company }] : []),
        ...(can('brands') ? [{ key: 'brands', labelKey: 'shell:nav.brands', href: paths.brands }] : []),
        ...(can('team') ? [{ key: 'team', labelKey: 'shell:nav.team', href: paths.team }] : []),
        ...(can('linked') ? [{ key: 'linked', labelKey: 'shell:nav.linked', href: paths.linked }] : []),
        ...(can('newCompany') && flags.userMultipleCompanies
          ? [{ key: 'newCompany', labelKey: 'shell:nav.newCompany', href: paths.newCompany }]
          : []),
      ],
    },
    {
      key: 'help',
      labelKey: 'shell:nav.sections.help',
      links: [
        // The quick-start guide's entry point (spec 1 §2 lists it with the sidebar; issue 12: it had none).
        {
          key: 'quickStart',
          labelKey: 'shell:nav.quickStart',
          href: QUICK_START_HASH,
          opensQuickStart: true,
        },
        { key: 'terms', labelKey: 'shell:nav.terms', href: paths.termsAndConditions, isExternal: true },
        ...(helpCenterUrl
          ? [{ key: 'helpCenter', labelKey: 'shell:nav.helpCenter', href: helpCenterUrl, isExternal: true }]
          : []),
        ...(flags.showStatusPageLink && statusPageUrl
          ? [{ key: 'statusPage', labelKey: 'shell:nav.statusPage', href: statusPageUrl, isExternal: true }]
          : []),
      ],
    },
    {
      key: 'staff',
      labelKey: 'shell:nav.sections.staff',
      links: viewer.isStaff
        ? [
            { key: 'featureFlags', labelKey: 'shell:nav.featureFlags', href: paths.staff.featureFlags },
            {
              key: 'marketplaceKeys',
              labelKey: 'staff:marketplaceKeys.nav',
              href: paths.staff.marketplaceKeys,
            },
          ]
        : [],
    },
  ];
  return sections.filter((section) => section.links.length > 0);
}
