import { graphql } from '../../../gql/graphql';

/** The session's company now (another tab may have switched the account): read on return to the page. */
export const sessionCompanyQuery = graphql(`
  query MpaSessionCompany {
    me {
      id
      company {
        id
      }
    }
  }
`);
