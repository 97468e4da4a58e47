import { paths } from '../../config/paths';
import { ImpersonationPage } from '../../features/staff/components/impersonation-page';
import { RequireStaff } from './guards';

/** /staff/impersonate: a full load after the switch, so every query runs as the impersonated user. */
export function ImpersonationRoute() {
  return (
    <RequireStaff>
      <ImpersonationPage onImpersonating={() => window.location.assign(paths.sponsor)} />
    </RequireStaff>
  );
}
