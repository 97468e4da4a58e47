import { builder } from './builder';
import { gateOperations } from './operation-gate';
import './scalars';
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
import '../modules/marketplace-keys/marketplace-keys.graphql';
import '../modules/delivery/demo-history.graphql';
import '../modules/wallet/wallet.graphql';
import '../modules/billing-info/billing-info.graphql';
import '../modules/documents/documents.graphql';
import '../modules/exports/exports.graphql';
import '../modules/payments/payments.graphql';
import '../modules/payments/staff-payments.graphql';
import '../modules/sponsor-catalog/sponsor-catalog.graphql';
import '../modules/sponsor-campaigns/sponsor-campaigns.graphql';
import '../modules/sponsor-lists/sponsor-lists.graphql';
import '../modules/sponsor-insights/sponsor-insights.graphql';
import '../modules/sponsor-reports/sponsor-reports.graphql';
import '../modules/sku-reports/sku-reports.graphql';
import '../modules/meta-catalog/meta-catalog.graphql';

builder.queryType({});
builder.mutationType({});

/** Every operation passes the role matrix before its resolver (operation-gate.ts). */
export const schema = gateOperations(builder.toSchema({ sortSchema: true }));
