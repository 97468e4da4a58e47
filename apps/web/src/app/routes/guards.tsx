import { type Area, canEnterArea, type FeatureFlagName } from '@portal/domain';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { PermissionDenied } from '../../components/permission-denied';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { useSession, viewerOf } from '../session';

/** Redirects and keeps the query string (company, brandId... survive an unknown path). */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={`${to}${location.search}`} replace />;
}

export function RequireArea({ area, children }: { area: Area; children?: ReactNode }) {
  const me = useSession();
  if (!canEnterArea(area, viewerOf(me))) return <PermissionDenied />;
  return children ?? <Outlet />;
}

export function RequireStaff({ children }: { children?: ReactNode }) {
  const me = useSession();
  if (!me.isGfg) return <PermissionDenied />;
  return children ?? <Outlet />;
}

/** Waits for the flag: a route must never flash or redirect on a guessed default. */
export function RequireFlag({
  name,
  redirectTo,
  children,
}: {
  name: FeatureFlagName;
  redirectTo: string;
  children?: ReactNode;
}) {
  const flag = useFeatureFlag(name);
  if (flag.isLoading) return <CenteredLoader />;
  if (!flag.isActive) return <RedirectKeepingQuery to={redirectTo} />;
  return children ?? <Outlet />;
}
