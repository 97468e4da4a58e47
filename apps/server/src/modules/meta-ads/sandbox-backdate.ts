import { addDays } from '@portal/domain/zoned-day';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { metaCampaigns, metaSandboxCampaigns, metaSandboxInsightsDaily } from '../../db/schema/index';
import { restRefusals } from '../../http/rest-error';
import { loadSession } from '../auth/session';
import { SESSION_COOKIE } from '../auth/session-token';
import { DAY_MS } from './sandbox-delivery';

export const MAX_BACKDATE_DAYS = 60;

export type BackdateResult = { ok: true } | { ok: false; reason: 'notFound' | 'hasDelivered' | 'badDays' };

/**
 * The sandbox's test clock (as Stripe's test clocks): moves a campaign that has not delivered yet `days`
 * earlier (its start, stop and our form's dates), so the lazy simulation then plays those days up to now.
 * A campaign with delivery is refused: its recorded days and the wallet's charges for them stay as they are.
 * Only the sandbox has it; journeys use it to watch insights and the Meta wallet move after simulated days.
 */
export async function backdateSandboxCampaign(
  deps: Pick<AppDeps, 'db'>,
  input: { metaCampaignId: string; days: number },
): Promise<BackdateResult> {
  const { metaCampaignId, days } = input;
  if (!Number.isInteger(days) || days < 1 || days > MAX_BACKDATE_DAYS)
    return { ok: false, reason: 'badDays' };
  return deps.db.transaction(async (tx) => {
    const [campaign] = await tx
      .select()
      .from(metaSandboxCampaigns)
      .where(eq(metaSandboxCampaigns.id, metaCampaignId))
      .for('update');
    if (!campaign) return { ok: false, reason: 'notFound' } as const;
    const [delivered] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(metaSandboxInsightsDaily)
      .where(eq(metaSandboxInsightsDaily.campaignId, metaCampaignId));
    if ((delivered?.count ?? 0) > 0) return { ok: false, reason: 'hasDelivered' } as const;
    const shift = (at: Date) => new Date(at.getTime() - days * DAY_MS);
    const startTime = shift(campaign.startTime);
    await tx
      .update(metaSandboxCampaigns)
      .set({
        startTime,
        stopTime: campaign.stopTime ? shift(campaign.stopTime) : null,
        simulatedUntil: startTime,
        createdAt: shift(campaign.createdAt),
      })
      .where(eq(metaSandboxCampaigns.id, metaCampaignId));
    const [ours] = await tx
      .select()
      .from(metaCampaigns)
      .where(eq(metaCampaigns.metaCampaignId, metaCampaignId));
    if (ours) {
      await tx
        .update(metaCampaigns)
        .set({ startDate: addDays(ours.startDate, -days), endDate: addDays(ours.endDate, -days) })
        .where(eq(metaCampaigns.id, ours.id));
    }
    return { ok: true } as const;
  });
}

/** POST /dev/meta-sandbox/backdate { metaCampaignId, days }: staff only, and only while Meta is the sandbox. */
export function registerMetaSandboxRoutes(app: FastifyInstance, deps: AppDeps) {
  app.post<{ Body: { metaCampaignId?: unknown; days?: unknown } }>(
    '/dev/meta-sandbox/backdate',
    async (request, reply) => {
      if (deps.metaAds.name !== 'sandbox') throw restRefusals.notFound();
      const session = await loadSession(deps, request.cookies[SESSION_COOKIE], null);
      if (!session?.user.isStaff) throw restRefusals.forbidden();
      const metaCampaignId =
        typeof request.body?.metaCampaignId === 'string' ? request.body.metaCampaignId : '';
      const days = typeof request.body?.days === 'number' ? request.body.days : Number.NaN;
      const result = await backdateSandboxCampaign(deps, { metaCampaignId, days });
      if (result.ok) return result;
      return reply.code(result.reason === 'notFound' ? 404 : 400).send(result);
    },
  );
}
