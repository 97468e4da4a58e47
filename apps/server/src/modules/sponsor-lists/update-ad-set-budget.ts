import { formatMicros } from '@portal/domain';
import { budgetErrors, deriveBudgetType } from '@portal/domain/sponsor-budget';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sponsorAdSets } from '../../db/schema/index';
import { DomainError, fieldErrors } from '../../graphql/errors';
import { diffFields, type HistoryActor, recordSponsorHistory } from '../sponsor-campaigns/record-history';
import type { AdSetResult } from './change-ad-set-running-status';
import { findAdSetForUpdate } from './find-ad-set';
import { sponsorListErrors } from './sponsor-list-errors';
import type { SponsorScope } from './sponsor-scope';

type Input = {
  db: Db;
  scope: SponsorScope;
  actor: HistoryActor;
  id: number | null;
  /** Total budget (wallet-currency micros); null: no total. */
  budget: bigint | null;
  budgetDaily: bigint | null;
  minBudget: string;
  now: Date;
};

/** The domain's field names → this mutation's argument names. */
const argumentOf: Record<string, string> = { budgetDaily: 'budgetDaily', budgetTotal: 'budget' };

/**
 * The budget popover and dialog: the type follows from which budgets are given (both → DAILY_TOTAL,
 * none → ALWAYS_ON); the domain's minimum-budget rules apply. A budget change needs no new approval.
 */
export async function updateAdSetBudget(input: Input): Promise<AdSetResult> {
  const { db, scope, actor, id, budget, budgetDaily, minBudget, now } = input;
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
  return db.transaction(async (tx) => {
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
      actor,
      changes: diffFields('AD_SET', before, after!, ['budgetType', 'budgetTotalMicros', 'budgetDailyMicros']),
      now,
    });
    return { ok: true, errors: [], adSet: after! };
  });
}
