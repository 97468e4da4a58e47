import { AuthPlaceholderPage } from '../../features/auth/components/auth-placeholder-page';
import { useRouteTitleKey } from './route-title';

export function AuthPlaceholderRoute() {
  return <AuthPlaceholderPage titleKey={useRouteTitleKey()} />;
}
