import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { AppDeps } from '../app-deps';
import { loadSessionWithRows } from '../modules/auth/session';
import { SESSION_COOKIE } from '../modules/auth/session-token';
import { impersonationAuditPlugin } from '../modules/staff/audit-plugin';
import type { GraphQLContext } from './context';
import { onePasswordFieldPerOperation } from './expensive-fields';
import { inputGuardPlugin } from './input-guard';
import { createLoaders } from './loaders';
import { parseRowId } from './row-id';
import { schema } from './schema';
import { keepSessionRows, primeSessionRows } from './session-rows';

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

/** Limits checked at validation, before any resolver runs. */
export const graphqlLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2000,
  maxCost: 5000,
  maxDirectives: 20,
} as const;

const disableIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
};

/** Unexpected errors are masked for the client and logged here with the request id. */
const logUnexpectedErrors: Plugin<GraphQLContext> = {
  onExecute: () => ({
    onExecuteDone: ({ args, result }) => {
      if (!('errors' in result) || !result.errors) return;
      for (const error of result.errors) {
        const original = error.originalError;
        if (original && !(original instanceof GraphQLError)) {
          args.contextValue.request.log.error(
            { err: original, path: error.path, requestId: args.contextValue.requestId },
            'unexpected GraphQL error',
          );
        }
      }
    },
  }),
};

function staffCompanyHeader(request: FastifyRequest): number | null {
  const value = request.headers['x-company-id'];
  return parseRowId(Array.isArray(value) ? value[0] : value);
}

export function createGraphQLServer(deps: AppDeps) {
  // Developer tools only under `npm run dev` (DEV_TOOLS=1): `npm start` is production-safe whatever NODE_ENV says.
  const devTools = deps.config.devTools;
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    batching: false,
    graphiql: devTools,
    // CORS is answered by http/cors.ts for the whole server (only the configured origins).
    cors: false,
    landingPage: false,
    logging: false,
    // Yoga's own masking (GraphQL errors pass, anything else becomes 'Unexpected error.'); never the dev details.
    maskedErrors: { isDev: false },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: graphqlLimits.maxDepth, ignoreIntrospection: true },
        maxAliases: { n: graphqlLimits.maxAliases },
        maxTokens: { n: graphqlLimits.maxTokens },
        maxDirectives: { n: graphqlLimits.maxDirectives },
        costLimit: { maxCost: graphqlLimits.maxCost, ignoreIntrospection: true },
        blockFieldSuggestion: { enabled: !devTools },
      }),
      // At most one argon2-running field per operation: the per-field cost Armor cannot express.
      onePasswordFieldPerOperation,
      ...(devTools ? [] : [disableIntrospection]),
      logUnexpectedErrors,
      impersonationAuditPlugin,
      inputGuardPlugin,
      primeSessionRows,
    ],
    context: ({ req, reply }) => buildContext(deps, req, reply),
  });
}

export async function buildContext(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<GraphQLContext> {
  const loaded = await loadSessionWithRows(
    deps,
    request.cookies[SESSION_COOKIE],
    staffCompanyHeader(request),
  );
  const loaders = createLoaders(deps.db);
  keepSessionRows(loaders, loaded);
  return { deps, request, reply, requestId: String(request.id), session: loaded?.session ?? null, loaders };
}
