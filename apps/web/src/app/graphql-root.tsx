import { useMemo } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { Provider } from 'urql';
import { graphqlClientFor } from '../lib/graphql-client';
import { useDocumentLanguage } from './document-language';

/**
 * The GraphQL client for the company in `?company=` (staff filter): the one the route loaders used, a new one
 * per company, so every query (me first) refetches for the company shown.
 */
export function GraphqlRoot() {
  useDocumentLanguage();
  const [searchParams] = useSearchParams();
  const companyId = searchParams.get('company');
  const client = useMemo(() => graphqlClientFor(companyId), [companyId]);
  return (
    <Provider value={client}>
      <Outlet key={companyId ?? ''} />
    </Provider>
  );
}
