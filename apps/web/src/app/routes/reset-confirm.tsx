import { useParams } from 'react-router';
import { ResetConfirmPage } from '../../features/passwords/components/reset-confirm-page';

export function ResetConfirmRoute() {
  const { userId = '', token = '' } = useParams();
  return <ResetConfirmPage userId={userId} token={token} />;
}
