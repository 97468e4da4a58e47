import type { RoleName } from '@portal/domain';
import { type GraphQLContext, requireSession, type SignedIn } from './context';
import { forbidden } from './errors';
import type { roleMatrix } from './role-matrix';

/** Who may run an operation: anyone (even signed out), any signed-in user, staff only, or these roles (staff always may). */
export type Permission = 'public' | 'signedIn' | 'staff' | readonly RoleName[];

export const OWNER_ADMIN = ['OWNER', 'ADMIN'] as const satisfies readonly RoleName[];
export const EDITORS = ['OWNER', 'ADMIN', 'MEMBER'] as const satisfies readonly RoleName[];
export const ALL_ROLES = ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'] as const satisfies readonly RoleName[];

export type OperationName = keyof typeof roleMatrix;

/** Whether a signed-in user may run an operation by the matrix; staff pass every role row. */
export function isAllowed(
  permission: Permission,
  session: Pick<SignedIn, 'user' | 'roleName'> | null,
): boolean {
  if (permission === 'public') return true;
  if (!session) return false;
  if (permission === 'signedIn') return true;
  if (session.user.isStaff) return true;
  if (permission === 'staff') return false;
  return session.roleName !== null && permission.includes(session.roleName);
}

// The matrix registers itself (role-matrix.ts imports the module rows, which import the constants above;
// a static import here would close that cycle before the constants exist).
let registeredMatrix: Record<string, Permission> | null = null;

export function registerRoleMatrix(matrix: Record<string, Permission>) {
  registeredMatrix = matrix;
}

/** The one gate resolvers call: UNAUTHORIZED without a session, 'Permission denied' when the matrix says no. */
export function authorize(ctx: GraphQLContext, operation: OperationName): SignedIn {
  const permission = registeredMatrix?.[operation];
  if (!permission) throw new Error(`No role-matrix row for ${operation}`);
  if (permission === 'public') return ctx.session as SignedIn;
  const session = requireSession(ctx);
  if (!isAllowed(permission, session)) throw forbidden();
  return session;
}
