import { builder } from './builder';
import './scalars';
import './payload';
import '../modules/platform/platform.graphql';
import '../modules/catalog/catalog.graphql';
import '../modules/auth/auth.graphql';
import '../modules/accounts/accounts.graphql';

builder.queryType({});
builder.mutationType({});

export const schema = builder.toSchema({ sortSchema: true });
