import { convertBidToWalletCurrency } from '@portal/domain/sponsor-bid';
import type { Forecast } from './forecast-model';

/** Days of recorded traffic and similar ads a forecast reads (decision 0216). */
export const FORECAST_HISTORY_DAYS = 28;
/** Days of clearing prices a bid is compared with (as the recommended bid reads them). */
export const FORECAST_PRICE_DAYS = 14;
export const FORECAST_PERIODS = [7, 30] as const;

export type Pair<T> = { low: T; high: T };

/** A forecast as the API answers it (spec 2 §3 "Forecast"): money in the wallet currency. */
export type ForecastAnswer = {
  pClick: Pair<number>;
  pImpression: Pair<number>;
  pCost: Pair<bigint>;
  /**
   * The daily budget that covers 3 days in 4 of the forecast's spend, never below the minimum campaign budget
   * (a smaller one could not be saved, spec 2 §5); null without history.
   */
  pDailyBudgetSuggestion: bigint | null;
  /** Recorded days the figures come from; 0: no history, every figure is 0. */
  basedOnDays: number;
};

/** A wallet-currency amount (micros) in SGD micros: rates are units per SGD. */
export function walletToSgd(micros: bigint, walletRate: string): bigint {
  const rate = Number(walletRate);
  return rate > 0 ? BigInt(Math.round(Number(micros) / rate)) : micros;
}

/**
 * The model's SGD figures in the wallet currency, money rounded up to the cent. The suggested daily budget is
 * at least `minDailyBudgetMicros` (the minimum campaign budget, wallet currency; decision 0270): a suggestion
 * below it could not be typed in without the budget step refusing it.
 */
export function answerOf(
  forecast: Forecast,
  walletRate: string,
  minDailyBudgetMicros: bigint | null = null,
): ForecastAnswer {
  const money = (sgd: bigint) => convertBidToWalletCurrency(sgd, walletRate, 2);
  const suggestion = (sgd: bigint) => {
    const amount = money(sgd);
    return minDailyBudgetMicros !== null && amount < minDailyBudgetMicros ? minDailyBudgetMicros : amount;
  };
  return {
    pClick: forecast.clicks,
    pImpression: forecast.impressions,
    pCost: { low: money(forecast.costMicros.low), high: money(forecast.costMicros.high) },
    pDailyBudgetSuggestion:
      forecast.dailyBudgetMicros === null ? null : suggestion(forecast.dailyBudgetMicros),
    basedOnDays: forecast.days,
  };
}

/** The whole UTC days before today's (a day still running would read as a quiet one). */
export function windowBefore(now: Date, days: number) {
  const to = new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000);
  return { from: new Date(to.getTime() - days * 86_400_000), to };
}
