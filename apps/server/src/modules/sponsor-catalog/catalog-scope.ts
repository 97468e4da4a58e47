import { ruleMessage } from '@portal/domain/sponsor-messages';
import type { GraphQLContext, SignedIn } from '../../graphql/context';
import { DomainError } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';

/** A positive database id from an `ID` argument; null for anything else (a foreign or forged id finds nothing). */
export function toId(value: string | number | null | undefined): number | null {
  return parseRowId(value);
}

export function toIds(values: readonly (string | number)[] | null | undefined): number[] {
  return [...new Set((values ?? []).map(toId).filter((id): id is number => id !== null))];
}

/** Clamps an optional paging argument into [min, max]. */
export function clamp(value: number | null | undefined, fallback: number, min: number, max: number): number {
  return Math.min(Math.max(value ?? fallback, min), max);
}

/** A refused catalog argument; `message` is a rule message key (with its values). */
export function badInput(message: string): DomainError {
  return new DomainError(message);
}

/**
 * The company a catalog call acts for: the session's. Staff act through X-Company-Id; a staff user
 * without one may name the company in `companyId`. Everyone else's `companyId` argument is ignored.
 */
export function actingCompanyId(session: SignedIn, companyIdArg?: string | null): number | null {
  if (session.companyId !== null) return session.companyId;
  return session.user.isStaff ? toId(companyIdArg) : null;
}

/**
 * Brands a call may look at: the acting company's (or just `brandId` when it is one of them).
 * Staff without a company may look at any brand; null means "no brand restriction".
 */
export async function brandScope(
  ctx: GraphQLContext,
  companyId: number | null,
  brandIdArg: string | null | undefined,
): Promise<number[] | null> {
  const brandId = brandIdArg == null ? null : (toId(brandIdArg) ?? -1);
  if (companyId === null) {
    const session = ctx.session;
    if (!session?.user.isStaff) return [];
    return brandId === null ? null : [brandId];
  }
  const own = (await ctx.loaders.brandsByCompany.load(companyId)).map((brand) => brand.id);
  return brandId === null ? own : own.filter((id) => id === brandId);
}

export async function findCatalog(ctx: GraphQLContext, catalogIdArg: string) {
  const id = toId(catalogIdArg);
  if (id === null) return null;
  return (await ctx.loaders.catalogById.load(id)) ?? null;
}

/** Quantity and previews of matching products need a company staff approved (spec 2 §5); staff pass. */
export async function requireApproved(ctx: GraphQLContext, session: SignedIn, companyId: number | null) {
  if (session.user.isStaff) return;
  const company = companyId === null ? null : await ctx.loaders.companyById.load(companyId);
  if (!company?.isApprovedByStaff)
    throw new DomainError(ruleMessage('accountNotApprovedByStaff'), null, undefined, 'NOT_APPROVED');
}
