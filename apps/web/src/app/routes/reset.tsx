import { ResetPage } from '../../features/passwords/components/reset-page';

export function ResetRoute() {
  return <ResetPage />;
}
