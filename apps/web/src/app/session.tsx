import { type RoleName, roleNames, type Viewer } from '@portal/domain';
import { createContext, type ReactNode, useContext } from 'react';
import type { Me } from '../features/accounts/api/get-me';

const SessionContext = createContext<Me | null>(null);

export function SessionProvider({ me, children }: { me: Me; children: ReactNode }) {
  return <SessionContext.Provider value={me}>{children}</SessionContext.Provider>;
}

/** The signed-in user; only inside the authenticated shell. */
export function useSession(): Me {
  const me = useContext(SessionContext);
  if (!me) throw new Error('useSession must be used inside the authenticated shell');
  return me;
}

function isRoleName(name: string): name is RoleName {
  return (roleNames as readonly string[]).includes(name);
}

export function viewerOf(me: Pick<Me, 'isGfg' | 'isApprovedByStaff' | 'role'>): Viewer {
  const roleName = me.role?.name ?? null;
  return {
    roleName: roleName !== null && isRoleName(roleName) ? roleName : null,
    isStaff: me.isGfg,
    isApprovedByStaff: me.isApprovedByStaff,
  };
}

/** Staff acting for nobody yet: pages ask them to pick a company in the filter. */
export function isStaffWithoutCompany(me: Pick<Me, 'isGfg' | 'company'>): boolean {
  return me.isGfg && me.company === null;
}
