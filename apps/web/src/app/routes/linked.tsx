import { LinkedAccountsPage } from '../../features/social/components/linked-accounts-page';

/** /linked (owner and admin, guarded by the router's RequireArea). */
export function LinkedRoute() {
  return <LinkedAccountsPage />;
}
