import { ALL_ROLES, type Permission } from '../../graphql/permissions';

/** The quick-start guide belongs to the company; every member sees it and may tick the manual steps. */
export const onboardingPermissions = {
  onboarding: ALL_ROLES,
  updateOnboardingProgress: ALL_ROLES,
} as const satisfies Record<string, Permission>;
