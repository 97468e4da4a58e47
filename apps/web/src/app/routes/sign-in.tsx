import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { SignInPage } from '../../features/auth/components/sign-in-page';
import { SocialSignInButtons } from '../../features/social/components/social-sign-in-buttons';
import { sanitizeNextUrl } from '../../lib/next-url';

export function SignInRoute() {
  const [searchParams] = useSearchParams();
  const redirectUrl = sanitizeNextUrl(searchParams.get('nextUrl')) ?? paths.sponsor;
  return <SignInPage socialButtons={<SocialSignInButtons mode="login" redirectUrl={redirectUrl} />} />;
}
