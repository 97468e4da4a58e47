import { builder } from './builder';
import './scalars';
import './role-matrix';
import './payload';
import '../modules/platform/platform.graphql';
import '../modules/catalog/catalog.graphql';
import '../modules/auth/auth.graphql';
import '../modules/accounts/accounts.graphql';
import '../modules/signup/signup.graphql';
import '../modules/passwords/passwords.graphql';
import '../modules/team/team.graphql';
import '../modules/notifications/notifications.graphql';
import '../modules/onboarding/onboarding.graphql';
import '../modules/profile/profile.graphql';
import '../modules/company/company.graphql';
import '../modules/brands/brands.graphql';
import '../modules/social/social.graphql';
import '../modules/staff/impersonation.graphql';
import '../modules/wallet/wallet.graphql';
import '../modules/billing-info/billing-info.graphql';
import '../modules/documents/documents.graphql';
import '../modules/exports/exports.graphql';
import '../modules/payments/payments.graphql';

builder.queryType({});
builder.mutationType({});

export const schema = builder.toSchema({ sortSchema: true });
