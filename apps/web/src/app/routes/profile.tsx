import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { ProfilePage, type ProfileTab } from '../../features/profile/components/profile-page';
import { LinkedAccountsTable } from '../../features/social/components/linked-accounts-table';
import { withKeptParams } from '../../lib/query-params';

const tabPaths: Record<ProfileTab, string> = {
  profile: paths.profile.root,
  password: paths.profile.password,
  linkedAccounts: paths.profile.linkedAccounts,
};

function tabOf(pathname: string): ProfileTab {
  const path = pathname.replace(/\/+$/, '');
  if (path === paths.profile.password) return 'password';
  if (path === paths.profile.linkedAccounts) return 'linkedAccounts';
  return 'profile';
}

/** /profile, /profile/password and /profile/linked-accounts: one page whose tabs change the address. */
export function ProfileRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <ProfilePage
      tab={tabOf(location.pathname)}
      onTabChange={(tab) => navigate(withKeptParams(tabPaths[tab], location.search))}
      linkedAccounts={<LinkedAccountsTable />}
    />
  );
}
