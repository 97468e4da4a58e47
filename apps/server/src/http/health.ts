import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';

/** 200 once migrations ran (buildApp awaits them) and the database answers. */
export function registerHealth(app: FastifyInstance, deps: AppDeps) {
  app.get('/healthz', async (_request, reply) => {
    try {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      reply.code(503);
      return { status: 'unavailable' };
    }
  });
}
