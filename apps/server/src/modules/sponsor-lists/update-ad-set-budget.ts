import { formatMicros } from '@portal/domain';
import { budgetErrors, deriveBudgetType } from '@portal/domain/sponsor-budget';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { sponsorAdSets } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { DomainError, fieldErrors } from '../../graphql/errors';
import { diffFields, recordSponsorHistory } from '../sponsor-campaigns/record-history';
import { sponsorCampaignMinBudget } from '../sponsor-catalog/recommended-bid';
import type { AdSetResult } from './change-ad-set-running-status';
import { findAdSetForUpdate } from './find-ad-set';
import { sponsorListErrors } from './sponsor-list-errors';
import { actorOf, sponsorScope } from './sponsor-scope';

type Input = {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: SignedIn;
  input: {
    /** The ad set's row id (null: not a valid id, found nowhere). */
    id: number | null;
    /** Total budget (wallet-currency micros); null: no total. */
    budget: bigint | null;
    budgetDaily: bigint | null;
  };
};

/** The domain's field names → this mutation's argument names. */
const argumentOf: Record<string, string> = { budgetDaily: 'budgetDaily', budgetTotal: 'budget' };

/**
 * The budget popover and dialog: the type follows from which budgets are given (both → DAILY_TOTAL,
 * none → ALWAYS_ON); the domain's minimum-budget rules apply. A budget change needs no new approval.
 */
export async function updateAdSetBudget({ deps, actor, input }: Input): Promise<AdSetResult> {
  const { id, budget, budgetDaily } = input;
  const scope = sponsorScope(actor);
  const minBudget = formatMicros(await sponsorCampaignMinBudget({ deps }));
  const now = deps.now();
  const budgetType = deriveBudgetType({ daily: budgetDaily !== null, total: budget !== null });
  const problems = budgetErrors(
    {
      budgetType,
      budgetDaily: budgetDaily === null ? '' : formatMicros(budgetDaily),
      budgetTotal: budget === null ? '' : formatMicros(budget),
    },
    minBudget,
  );
  const errors = Object.entries(problems).map(([field, messages]) => ({
    field: argumentOf[field] ?? field,
    messages,
  }));
  if (errors.length) return { ...fieldErrors(errors), adSet: null };
  return deps.db.transaction(async (tx) => {
    const before = await findAdSetForUpdate(tx, scope, id);
    if (!before) throw new DomainError(sponsorListErrors.adSetNotFound, 'id');
    if (before.status === 'REMOVED') throw new DomainError(sponsorListErrors.adSetRemoved, 'id');
    const [after] = await tx
      .update(sponsorAdSets)
      .set({ budgetType, budgetTotalMicros: budget, budgetDailyMicros: budgetDaily, updatedAt: now })
      .where(eq(sponsorAdSets.id, before.id))
      .returning();
    await recordSponsorHistory(tx, {
      companyId: before.companyId,
      campaignId: before.campaignId,
      objectType: 'AD_SET',
      objectId: before.id,
      actor: actorOf(actor),
      changes: diffFields('AD_SET', before, after!, ['budgetType', 'budgetTotalMicros', 'budgetDailyMicros']),
      now,
    });
    return { ok: true, errors: [], adSet: after! };
  });
}
