import { profileTimeZone } from '../../components/date-range-filter/time-zones';
import { TeamPage } from '../../features/team/components/team-page';
import { isStaffWithoutCompany, useSession, viewerOf } from '../session';
import { AreaPage } from './area-page';

export function TeamRoute() {
  const me = useSession();
  // Staff acting for nobody yet pick a company in the filter first.
  if (isStaffWithoutCompany(me)) return <AreaPage titleKey="titles.team" />;
  const viewer = viewerOf(me);
  return (
    <TeamPage actor={{ roleName: viewer.roleName, isStaff: viewer.isStaff }} timeZone={profileTimeZone(me)} />
  );
}
