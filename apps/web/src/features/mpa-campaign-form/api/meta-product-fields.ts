import { graphql, type ResultOf } from '../../../gql/graphql';

/** What the product tables, the SKUs preview and the ad preview show of a product (spec 3 §3). */
export const metaProductFieldsFragment = graphql(`
  fragment MetaProductFields on MetaProduct @_unmask {
    id
    sku
    name
    imageUrl
    price
    inventory
    url
    currency
  }
`);

export type MetaProductRow = ResultOf<typeof metaProductFieldsFragment>;
