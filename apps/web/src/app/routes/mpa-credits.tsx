import { profileTimeZone } from '../../components/date-range-filter/time-zones';
import { MpaCreditsPage } from '../../features/mpa-credits/components/mpa-credits-page';
import { isStaffWithoutCompany, useSession } from '../session';
import { AreaPage } from './area-page';

/** /mpa/credits: the company's sellers' Meta wallets and top-up requests (spec 3 §2.2). */
export function MpaCreditsRoute() {
  const me = useSession();
  // Staff acting for nobody: the page has no company's sellers to show; the hint to pick one.
  if (isStaffWithoutCompany(me)) return <AreaPage titleKey="titles.mpaCredits" />;
  return <MpaCreditsPage key={me.company?.id ?? 'none'} timeZone={profileTimeZone(me)} />;
}
