import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { LoadedSession } from '../modules/auth/session';
import type { GraphQLContext } from './context';
import type { Loaders } from './loaders';

type Rows = Omit<LoadedSession, 'session'>;

/** The rows the session query read, kept for the request's loaders until the operation is known. */
const pending = new WeakMap<Loaders, Rows>();

export function keepSessionRows(loaders: Loaders, loaded: LoadedSession | null) {
  if (loaded && (loaded.company || loaded.role)) pending.set(loaders, loaded);
}

/**
 * Hands the acting company and role read with the session to the request's loaders, so `me { role company }`
 * and a list's supplier cost no query of their own. Roles never change while the server runs; the company
 * is given only to queries, because a mutation may change it and must then read it afresh.
 */
export const primeSessionRows: Plugin<GraphQLContext> = {
  onExecute({ args }) {
    const { loaders } = args.contextValue;
    const rows = pending.get(loaders);
    if (!rows) return;
    pending.delete(loaders);
    if (rows.role) loaders.roleByName.prime(rows.role.name, rows.role);
    const operation = getOperationAST(args.document, args.operationName);
    if (rows.company && operation?.operation === 'query')
      loaders.companyById.prime(rows.company.id, rows.company);
  },
};
