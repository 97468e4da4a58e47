import type { Asker } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { SessionState } from '../modules/auth/session';
import { forbidden, unauthorized } from './errors';
import type { Loaders } from './loaders';

export type GraphQLContext = {
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
  requestId: string;
  /** Null when the request carries no valid session. */
  session: SessionState | null;
  loaders: Loaders;
};

export type SignedIn = SessionState;

export function requireSession(ctx: GraphQLContext): SignedIn {
  if (!ctx.session) throw unauthorized();
  return ctx.session;
}

/** The company the request acts for: the session's account, or for staff the company chosen in the filter. */
export function requireCompanyId(ctx: GraphQLContext): number {
  const session = requireSession(ctx);
  if (session.companyId === null) throw forbidden();
  return session.companyId;
}

/** Who asks, with the company the request acts for: the `actor` of a use case that needs one (decision 0174). */
export function requireCompanyActor(ctx: GraphQLContext): SignedIn & { companyId: number } {
  return { ...requireSession(ctx), companyId: requireCompanyId(ctx) };
}

/** The session as the role matrix sees it (packages/domain: permissions.ts). */
export function askerOf(session: SessionState | null): Asker {
  return session && { isStaff: session.user.isStaff, roleName: session.roleName };
}
