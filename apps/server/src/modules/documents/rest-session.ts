import { isAllowed, type Permission } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { askerOf } from '../../graphql/context';
import { buildContext } from '../../graphql/yoga';
import type { SessionState } from '../auth/session';

/**
 * The session of a REST download, checked like a GraphQL operation: 401 without a session,
 * 403 when the role may not (staff pass), 403 without an acting company. Answers null after replying.
 */
export async function restSession(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  permission: Permission,
): Promise<(SessionState & { companyId: number }) | null> {
  const { session } = await buildContext(deps, request, reply);
  if (!session) {
    await reply.code(401).send({ error: 'UNAUTHORIZED' });
    return null;
  }
  if (!isAllowed(permission, askerOf(session)) || session.companyId === null) {
    await reply.code(403).send({ error: 'Permission denied' });
    return null;
  }
  return session as SessionState & { companyId: number };
}
