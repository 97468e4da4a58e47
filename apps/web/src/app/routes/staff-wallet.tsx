import { Stack } from '@mantine/core';
import { profileTimeZone } from '../../components/date-range-filter/time-zones';
import { StaffWalletPage } from '../../features/billing/components/staff-wallet-page';
import { StaffMpaTopUps } from '../../features/staff-mpa-top-ups/components/staff-mpa-top-ups';
import { useSession } from '../session';
import { RequireStaff } from './guards';

/**
 * /staff/wallet: staff wallet tools for the company chosen in the staff company filter, then the Meta
 * wallet wire transfers of every company waiting for staff (decision 0230).
 */
export function StaffWalletRoute() {
  const me = useSession();
  return (
    <RequireStaff>
      <Stack gap="lg">
        <StaffWalletPage key={me.company?.id ?? 'none'} company={me.company} />
        <Stack maw={1100}>
          <StaffMpaTopUps timeZone={profileTimeZone(me)} />
        </Stack>
      </Stack>
    </RequireStaff>
  );
}
