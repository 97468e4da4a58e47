import { describe, expect, it } from 'vitest';
import { answerOf } from './forecast-answer';
import type { Forecast } from './forecast-model';

const forecast = (dailyBudgetMicros: bigint | null): Forecast => ({
  clicks: { low: 1, high: 3 },
  impressions: { low: 100, high: 200 },
  costMicros: { low: 50_000n, high: 150_000n },
  dailyBudgetMicros,
  days: 28,
});

describe('answerOf', () => {
  it('never suggests a daily budget below the minimum campaign budget, which the budget step would refuse (0270)', () => {
    // SGD 0.27 a day covers the spend; the least daily budget a campaign may have is SGD 1.
    expect(answerOf(forecast(270_000n), '1', 1_000_000n).pDailyBudgetSuggestion).toBe(1_000_000n);
    // In a MYR wallet (3.3 a SGD): MYR 0.90 is still below MYR 1.
    expect(answerOf(forecast(270_000n), '3.3', 1_000_000n).pDailyBudgetSuggestion).toBe(1_000_000n);
  });

  it('keeps a suggestion above the minimum, and none without history', () => {
    expect(answerOf(forecast(2_500_000n), '1', 1_000_000n).pDailyBudgetSuggestion).toBe(2_500_000n);
    expect(answerOf(forecast(null), '1', 1_000_000n).pDailyBudgetSuggestion).toBeNull();
    // The costs themselves are what the forecast says, not raised.
    expect(answerOf(forecast(270_000n), '1', 1_000_000n).pCost).toEqual({ low: 50_000n, high: 150_000n });
  });
});
