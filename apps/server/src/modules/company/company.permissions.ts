import { OWNER_ADMIN, type Permission } from '../../graphql/permissions';

/**
 * Company settings are for owners and admins (spec 1 §6). `sellerSuggestion` is marketplace data the
 * sign-up form needs before anyone is signed in; inside a company it is refused to members and viewers
 * (see sellerSuggestion's resolver and docs/decisions/0031).
 */
export const companyPermissions = {
  updateTeamProfile: OWNER_ADMIN,
  addSellers: OWNER_ADMIN,
  sellerSuggestion: 'public',
} as const satisfies Record<string, Permission>;
