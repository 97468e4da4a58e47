import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { memberships, sponsorCampaigns } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { toDbId } from './campaign-input';

export const RELATED_OBJECT_TYPES = ['SPONSOR_CAMPAIGN'] as const;
export type RelatedObjectType = (typeof RELATED_OBJECT_TYPES)[number];

/**
 * The company an object belongs to, when the user may act for it (spec 2 §4: an admin viewing
 * another account's campaign is switched to it): staff always, others when they are an active
 * member there. Null otherwise, so the answer reveals nothing about foreign objects.
 */
export async function relatedAccount({
  deps,
  actor: session,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: SignedIn;
  input: { objectType: RelatedObjectType; objectId: string };
}): Promise<{ companyId: number } | null> {
  const { db } = deps;
  const id = toDbId(input.objectId);
  if (id === null) return null;
  const [campaign] = await db
    .select({ companyId: sponsorCampaigns.companyId })
    .from(sponsorCampaigns)
    .where(eq(sponsorCampaigns.id, id));
  if (!campaign) return null;
  if (session.user.isStaff) return campaign;
  const [membership] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, session.user.id),
        eq(memberships.companyId, campaign.companyId),
        eq(memberships.status, 'ACTIVE'),
      ),
    );
  return membership ? campaign : null;
}
