import { Stack } from '@mantine/core';
import { canLaunchCampaigns } from '@portal/domain/roles';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useClient } from 'urql';
import type { Me } from '../../features/accounts/api/get-me';
import { userAccountsQuery } from '../../features/accounts/api/get-user-accounts';
import { useSwitchAccount } from '../../features/accounts/api/switch-account';
import { ExportButton } from '../../features/exports/components/export-button';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { CampaignList } from '../../features/sponsor-lists/components/campaign-list';
import { SponsorPageHeader } from '../../features/sponsor-lists/components/sponsor-page-header';
import { newCampaignPath } from '../../features/sponsor-lists/utils/destinations';
import { withKeptParams } from '../../lib/query-params';
import { useSession, viewerOf } from '../session';

// Shown only when the user asks for a quick campaign: its forms, pickers and texts load then.
const QuickCampaignDialog = lazy(async () => ({
  default: (await import('../../features/sponsor-content')).QuickCampaignDialog,
}));

/**
 * Acting for another company (spec 2 §4 relatedAccount, or a copy made for another supplier):
 * staff choose it with `?company=`, members switch their session's account. The page then loads
 * afresh, without the previous company's brand.
 */
export function useSwitchToCompany(me: Me) {
  const { t } = useTranslation('sponsor');
  const client = useClient();
  const [, switchAccount] = useSwitchAccount();
  return useCallback(
    async (companyId: string, path: string): Promise<string | null> => {
      const target = new URL(path, window.location.origin);
      target.searchParams.delete('brandId');
      if (me.isGfg) {
        target.searchParams.set('company', companyId);
        window.location.assign(`${target.pathname}${target.search}`);
        return null;
      }
      target.searchParams.delete('company');
      // Asked when needed: a relatedAccount switch may start before the header loaded the accounts.
      const accounts = await client.query(userAccountsQuery, {}).toPromise();
      const account = accounts.data?.userAccounts.find((candidate) => candidate.company.id === companyId);
      if (!account) return t('switch.failed');
      const result = await switchAccount({ accountId: account.id });
      if (!result.data?.switchAccount.ok)
        return result.data?.switchAccount.errors[0]?.messages[0] ?? t('switch.failed');
      window.location.assign(`${target.pathname}${target.search}`);
      return null;
    },
    [me.isGfg, client, switchAccount, t],
  );
}

/** /sponsor: the page header (launch, refresh) over the product and banner campaign lists. */
export function SponsorRoute() {
  const me = useSession();
  const viewer = viewerOf(me);
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const brandId = search.get('brandId');
  const advancedUi = useFeatureFlag('use_advanced_sponsor_campaign_ui');
  const quickCampaign = useFeatureFlag('enable_quick_campaign_creation');
  const [isQuickOpen, setQuickOpen] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const switchToCompany = useSwitchToCompany(me);
  return (
    <Stack gap="lg">
      <SponsorPageHeader
        canLaunch={canLaunchCampaigns(viewer)}
        hasBrand={Boolean(brandId)}
        showQuickCampaign={quickCampaign.isActive}
        onRefresh={() => setRefreshKey((key) => key + 1)}
        onQuickCampaign={() => setQuickOpen(true)}
        onAdvancedSetup={() =>
          navigate(withKeptParams(newCampaignPath(advancedUi.isActive), location.search))
        }
      />
      <CampaignList
        viewer={{ roleName: viewer.roleName, isStaff: viewer.isStaff }}
        currentCompanyId={me.company?.id ?? null}
        useAdvancedUi={advancedUi.isActive}
        refreshKey={refreshKey}
        onSwitchCompany={switchToCompany}
        renderExport={(params) => <ExportButton dataType="SPONSOR_CAMPAIGNS" params={params} />}
      />
      {isQuickOpen ? (
        <Suspense fallback={null}>
          <QuickCampaignDialog
            opened={isQuickOpen}
            onClose={() => setQuickOpen(false)}
            brandId={brandId}
            companyId={me.company?.id ?? null}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
