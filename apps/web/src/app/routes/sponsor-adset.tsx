import { useParams } from 'react-router';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { AdSetPage } from '../../features/sponsor-lists/components/adset-page';
import { useSession, viewerOf } from '../session';
import { useSwitchToCompany } from './use-switch-to-company';

/** /sponsor/adset/{cid}: one campaign's ad sets (spec 2 §2). */
export function SponsorAdSetRoute() {
  const me = useSession();
  const viewer = viewerOf(me);
  const { cid } = useParams();
  const advancedUi = useFeatureFlag('use_advanced_sponsor_campaign_ui');
  const switchToCompany = useSwitchToCompany(me);
  return (
    <AdSetPage
      campaignId={cid ?? null}
      viewer={{ roleName: viewer.roleName, isStaff: viewer.isStaff }}
      currentCompanyId={me.company?.id ?? null}
      useAdvancedUi={advancedUi.isActive}
      onSwitchCompany={switchToCompany}
    />
  );
}
