import { useMemo } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { Provider } from 'urql';
import { createGraphqlClient } from '../lib/graphql-client';

/**
 * The GraphQL client for the company in `?company=` (staff filter): a new client per company,
 * so no answer given for one company is ever shown for another, and every query (me first) refetches.
 */
export function GraphqlRoot() {
  const [searchParams] = useSearchParams();
  const companyId = searchParams.get('company');
  const client = useMemo(() => createGraphqlClient({ companyId }), [companyId]);
  return (
    <Provider value={client}>
      <Outlet key={companyId ?? ''} />
    </Provider>
  );
}
