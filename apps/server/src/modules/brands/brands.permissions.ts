import { OWNER_ADMIN, type Permission } from '../../graphql/permissions';

/**
 * Brands are managed by owners and admins (spec 1 §6). `searchBrands` also serves the sign-up form
 * before anyone is signed in; inside a company it is refused to members and viewers (docs/decisions/0032).
 */
export const brandsPermissions = {
  accessibleCompanyBrands: OWNER_ADMIN,
  searchBrands: 'public',
  addBrands: OWNER_ADMIN,
  removeBrands: OWNER_ADMIN,
} as const satisfies Record<string, Permission>;
