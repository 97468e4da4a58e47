import { isAllowed, type Permission } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { askerOf } from '../../graphql/context';
import { buildContext } from '../../graphql/yoga';
import { restRefusals } from '../../http/rest-error';
import type { SessionState } from '../auth/session';

/**
 * The session of a REST download, checked like a GraphQL operation: 401 without a session,
 * 403 when the role may not (staff pass), 403 without an acting company. Throws the refusal, which the
 * app's REST error handler answers (http/rest-error.ts).
 */
export async function restSession(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  permission: Permission,
): Promise<SessionState & { companyId: number }> {
  const { session } = await buildContext(deps, request, reply);
  if (!session) throw restRefusals.unauthorized();
  if (!isAllowed(permission, askerOf(session)) || session.companyId === null) throw restRefusals.forbidden();
  return session as SessionState & { companyId: number };
}
