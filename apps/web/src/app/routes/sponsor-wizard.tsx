import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { paths } from '../../config/paths';
import type { Me } from '../../features/accounts/api/get-me';
import { useConfigurationValue } from '../../features/platform/hooks/use-configuration-value';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { useRelatedAccountSwitch } from '../../features/sponsor-lists/hooks/use-related-account-switch';
import { CampaignWizard } from '../../features/sponsor-wizard/components/campaign-wizard';
import { isWizardStep, type WizardStep } from '../../features/sponsor-wizard/utils/wizard-steps';
import { withKeptParams } from '../../lib/query-params';
import { useSession } from '../session';
import { wizardBrandId } from './sponsor-wizard.data';
import { useSwitchToCompany } from './use-switch-to-company';

/** The flags and configuration both campaign wizards read (spec 2 §6); `isLoading` until all answered. */
export function useWizardFlags() {
  const showTarget = useFeatureFlag('show_sponsor_target');
  const enableBanner = useFeatureFlag('sponsor_enable_banner');
  const audience = useFeatureFlag('sponsor_ads_audience');
  const allowPassDay = useFeatureFlag('allow_pass_day');
  const forecast = useFeatureFlag('sponsor_forecast');
  const dynamicFilter = useFeatureFlag('show_dynamic_filter_product_on_creating_ads');
  const excluded = useConfigurationValue('sponsor_campaign_exclude_fields');
  const all = [showTarget, enableBanner, audience, allowPassDay, forecast, dynamicFilter];
  return {
    isLoading: all.some((flag) => flag.isLoading),
    flags: {
      showTarget: showTarget.isActive,
      enableBanner: enableBanner.isActive,
      audience: audience.isActive,
      allowPassDay: allowPassDay.isActive,
      forecast: forecast.isActive,
      dynamicFilter: dynamicFilter.isActive,
    },
    excludedFields: Array.isArray(excluded) ? excluded.filter((field) => typeof field === 'string') : [],
  };
}

const showSwitchFailure = (message: string) => notifications.show({ color: 'red', message });

/**
 * Spec 2 §4: a saved campaign opened in a wizard is shown acting for its own company, so the catalogs,
 * products and summary load for it (staff acting for no company, or a member of another account). The
 * list's relatedAccount switch, asked also when the user acts for none; true while it decides or switches.
 */
export function useWizardCompanySwitch(me: Me, campaignId: string | null): boolean {
  const onSwitchCompany = useSwitchToCompany(me);
  const currentCompanyId = me.company?.id ?? null;
  const related = useRelatedAccountSwitch({
    campaignId,
    currentCompanyId,
    onSwitchCompany,
    onSwitchFailed: showSwitchFailure,
    whenActingForNone: true,
  });
  const { data, error } = related.campaignResult;
  const isDeciding = campaignId !== null && currentCompanyId === null && !data && !error;
  return isDeciding || related.isCheckingRelated || related.isSwitching;
}

/** Where a saved campaign lands: the banner list for banner campaigns (spec 2 §2). */
export function useExitToList() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (adType?: string) =>
      navigate(
        withKeptParams(
          adType === 'BANNER' ? `${paths.sponsor}?adType=BANNER` : paths.sponsor,
          location.search,
        ),
      ),
    [navigate, location.search],
  );
}

const isNumericId = (id: string | undefined) => Boolean(id && /^\d+$/.test(id));

/** /sponsor/new/type, /sponsor/{id}/{step}, /sponsor/copy/{id}/{step}: the six-step wizard. */
export function SponsorWizardRoute() {
  const me = useSession();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { isLoading, flags, excludedFields } = useWizardFlags();
  const onExit = useExitToList();
  const isCopy = location.pathname.startsWith('/sponsor/copy/');
  const id = isNumericId(params.id) ? params.id! : null;
  const mode = isCopy && id ? 'copy' : id ? 'edit' : 'new';
  const step: WizardStep = isWizardStep(params.step) ? params.step : 'type';
  const base = mode === 'copy' ? `/sponsor/copy/${id}` : mode === 'edit' ? `/sponsor/${id}` : '/sponsor/new';

  const onStepChange = useCallback(
    (next: WizardStep) => navigate(withKeptParams(`${base}/${next}`, location.search)),
    [navigate, base, location.search],
  );
  const isSwitching = useWizardCompanySwitch(me, id);

  if (isLoading || isSwitching) return <CenteredLoader />;
  return (
    <CampaignWizard
      key={`${mode}-${id ?? 'new'}`}
      mode={mode}
      campaignId={id}
      step={step === 'target' && !flags.showTarget ? 'strategy' : step}
      brandId={wizardBrandId(search, me)}
      company={me.company}
      viewer={{ roleName: me.role?.name ?? null, isStaff: me.isGfg }}
      flags={flags}
      excludedFields={excludedFields}
      onStepChange={onStepChange}
      onExit={onExit}
    />
  );
}
