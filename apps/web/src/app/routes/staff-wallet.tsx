import { StaffWalletPage } from '../../features/billing/components/staff-wallet-page';
import { useSession } from '../session';
import { RequireStaff } from './guards';

/** /staff/wallet: staff wallet tools for the company chosen in the staff company filter. */
export function StaffWalletRoute() {
  const me = useSession();
  return (
    <RequireStaff>
      <StaffWalletPage key={me.company?.id ?? 'none'} company={me.company} />
    </RequireStaff>
  );
}
