import { Navigate, Outlet, useLocation } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { paths } from '../../config/paths';
import { useMe } from '../../features/accounts/api/get-me';

/** A signed-in user has nothing to do here (except invitations, which may be for another account). */
export function AuthLayout() {
  const location = useLocation();
  const isInvitation = location.pathname.startsWith(`${paths.auth.root}/invitation/`);
  const [{ data, fetching }] = useMe({ allowSignedOut: true, pause: isInvitation });
  if (isInvitation) return <Outlet />;
  if (fetching && !data) return <CenteredLoader fullScreen />;
  if (data?.me) return <Navigate to={paths.sponsor} replace />;
  return <Outlet />;
}
