import { MpaCampaignDashboard } from '../../features/mpa-campaigns/components/mpa-campaign-dashboard';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { isStaffWithoutCompany, useSession, viewerOf } from '../session';
import { AreaPage } from './area-page';

/** /mpa/campaign: the Meta Ads dashboard per company seller (spec 3 §2.2), with its flags. */
export function MpaCampaignRoute() {
  const me = useSession();
  const advancedSetup = useFeatureFlag('enable_advanced_meta_advance_setup').isActive;
  const paidCredit = useFeatureFlag('use_paid_credit_for_meta_ads').isActive;
  // Staff acting for nobody: no company's sellers to show; the hint to pick one.
  if (isStaffWithoutCompany(me)) return <AreaPage titleKey="titles.mpa" />;
  const companyId = me.company?.id ?? null;
  return (
    <MpaCampaignDashboard
      key={companyId ?? 'none'}
      viewer={viewerOf(me)}
      companyId={companyId}
      flags={{ advancedSetup, paidCredit }}
    />
  );
}
