import { useParams } from 'react-router';
import { PasswordSetupPage } from '../../features/passwords/components/password-setup-page';

export function PasswordSetupRoute() {
  const { token = '' } = useParams();
  return <PasswordSetupPage token={token} />;
}
