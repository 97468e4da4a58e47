import { Navigate, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { registerHref, signInHref } from '../../config/paths';
import { LandingPage } from '../../features/landing/components/landing-page';
import { useConfigurationValue } from '../../features/platform/hooks/use-configuration-value';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { sanitizeNextUrl } from '../../lib/next-url';

export function HomeRoute() {
  const [searchParams] = useSearchParams();
  const landing = useFeatureFlag('enable_landing_page');
  const helpCenterUrl = useConfigurationValue('help_center_url');
  const nextUrl = sanitizeNextUrl(searchParams.get('nextUrl'));
  if (landing.isLoading) return <CenteredLoader fullScreen />;
  if (!landing.isActive) return <Navigate to={signInHref(nextUrl)} replace />;
  return (
    <LandingPage
      signInHref={signInHref(nextUrl)}
      signUpHref={registerHref(0)}
      chatHref={
        typeof helpCenterUrl === 'string' && /^https?:\/\//.test(helpCenterUrl) ? helpCenterUrl : null
      }
    />
  );
}
