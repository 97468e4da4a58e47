import { parseExcludedSignUpFields } from '@portal/domain/sign-up';
import { useNavigate } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { paths } from '../../config/paths';
import { withQuickStart } from '../../features/onboarding/quick-start-link';
import { useConfigurationEntry } from '../../features/platform/hooks/use-configuration-value';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { RegisterPage } from '../../features/signup/components/register-page';

/**
 * /auth/register?step=N: the sign-up form with its configuration and flag; the new owner lands in the portal
 * with the quick-start guide open over it (#get-started, issue 12).
 */
export function RegisterRoute() {
  const navigate = useNavigate();
  const excludedEntry = useConfigurationEntry('sign_up_exclude_fields');
  const hideSellers = useFeatureFlag('hide_seller_selector_on_signup');
  if (hideSellers.isLoading || excludedEntry.isLoading) return <CenteredLoader fullScreen />;
  const excluded = parseExcludedSignUpFields(excludedEntry.value);
  return (
    <RegisterPage
      excludedFields={excluded}
      hideSellerSelector={hideSellers.isActive}
      onSignedUp={() => navigate(withQuickStart({ pathname: paths.sponsor, search: '' }), { replace: true })}
    />
  );
}
