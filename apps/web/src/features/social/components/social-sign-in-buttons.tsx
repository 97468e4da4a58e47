import { Button, Divider, Stack } from '@mantine/core';
import type { SocialMode } from '@portal/domain/social';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { useSignInBackends } from '../api/get-sign-in-backends';
import { authFlowHref, socialErrorKey } from '../utils/auth-flow-href';
import { SellerCenterChooser } from './seller-center-chooser';

export type SocialSignInButtonsProps = {
  mode: Extract<SocialMode, 'login' | 'signup'>;
  /** Where a signed-in user lands (a path of this site). */
  redirectUrl: string;
};

function ProviderIcon({ src, fallback }: { src: string | null; fallback: React.ReactNode }) {
  return src ? <img src={src} alt="" width={18} height={18} /> : fallback;
}

/** Sign-in with a seller center (one per marketplace, in a menu loaded on demand) or Google; shows the callback's error, if any. */
export function SocialSignInButtons({ mode, redirectUrl }: SocialSignInButtonsProps) {
  const { t } = useTranslation('social');
  const [searchParams] = useSearchParams();
  const [{ data }] = useSignInBackends();
  const isEnabled = (backend: { isEnabledLogin: boolean; isEnabledSignUp: boolean }) =>
    mode === 'login' ? backend.isEnabledLogin || backend.isEnabledSignUp : backend.isEnabledSignUp;
  const sellerCenters = (data?.sellerCenterAuthBackends ?? []).filter(isEnabled);
  const google = data?.googleAuthBackend && isEnabled(data.googleAuthBackend) ? data.googleAuthBackend : null;
  const errorKey = socialErrorKey(searchParams.get('socialError'));

  if (!data) return errorKey ? <ErrorBanner lines={[errorKey]} /> : null;
  if (sellerCenters.length === 0 && !google) return null;
  return (
    <Stack gap="sm">
      <ErrorBanner lines={errorKey ? [errorKey] : []} />
      <Divider label={t('orContinueWith')} labelPosition="center" />
      {sellerCenters.length > 0 ? (
        <SellerCenterChooser backends={sellerCenters} mode={mode} redirectUrl={redirectUrl} />
      ) : null}
      {google ? (
        <Button
          component="a"
          href={authFlowHref(google.authUrl, mode, redirectUrl)}
          variant="default"
          fullWidth
          leftSection={<ProviderIcon src={google.iconUrl} fallback={<IconBrandGoogle size={18} />} />}
        >
          {t('continueWithGoogle')}
        </Button>
      ) : null}
    </Stack>
  );
}
