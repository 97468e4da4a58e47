import type { TeamActor } from '@portal/domain/team';
import type { SignedIn } from '../../graphql/context';

export type TeamSession = Pick<SignedIn, 'user' | 'roleName'>;

/** Who manages the team: the session, and the company it acts for (requireCompanyId). */
export type TeamManager = TeamSession & { companyId: number };

export const teamActor = (session: TeamSession): TeamActor => ({
  roleName: session.roleName,
  isStaff: session.user.isStaff,
});

export const actorName = (session: TeamSession) =>
  `${session.user.firstName} ${session.user.lastName}`.trim() || session.user.email;
