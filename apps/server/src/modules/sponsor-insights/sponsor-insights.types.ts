import { builder } from '../../graphql/builder';
import type { Diagnostic, DiagnosticAction } from './diagnostic-checks';
import type { ForecastAnswer, Pair } from './forecast-answer';
import type { MeasuredBid } from './measured-recommended-bid';

export const ForecastCountRangeType = builder.objectRef<Pair<number>>('ForecastCountRange').implement({
  fields: (t) => ({ low: t.exposeInt('low'), high: t.exposeInt('high') }),
});

export const ForecastMoneyRangeType = builder.objectRef<Pair<bigint>>('ForecastMoneyRange').implement({
  description: 'In the wallet currency of the acting company.',
  fields: (t) => ({
    low: t.field({ type: 'Decimal', resolve: (pair) => pair.low }),
    high: t.field({ type: 'Decimal', resolve: (pair) => pair.high }),
  }),
});

export const ForecastType = builder.objectRef<ForecastAnswer>('Forecast').implement({
  description:
    'Spec 2 §3 "Forecast": low–high ranges for the period from the recorded traffic and similar ads (decision 0216).',
  fields: (t) => ({
    pClick: t.field({ type: ForecastCountRangeType, resolve: (f) => f.pClick }),
    pImpression: t.field({ type: ForecastCountRangeType, resolve: (f) => f.pImpression }),
    pCost: t.field({ type: ForecastMoneyRangeType, resolve: (f) => f.pCost }),
    pDailyBudgetSuggestion: t.field({
      type: 'Decimal',
      nullable: true,
      description: 'A daily budget that covers the spend of 3 recorded days in 4; null without history.',
      resolve: (f) => f.pDailyBudgetSuggestion,
    }),
    basedOnDays: t.exposeInt('basedOnDays', {
      description:
        'Recorded days the figures come from: days on which similar ads ran (0281); 0: none, every figure is 0.',
    }),
  }),
});

export const DiagnosticLevelEnum = builder.enumType('DiagnosticLevel', {
  values: ['ERROR', 'WARNING', 'INFO'] as const,
});

export const DiagnosticActionType = builder.objectRef<DiagnosticAction>('DiagnosticAction').implement({
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'RAISE_BUDGET, TOP_UP, RESUME, REVIEW, EDIT_…' }),
    route: t.exposeString('route', { description: 'The portal path where the action is done.' }),
  }),
});

export const DiagnosticType = builder.objectRef<Diagnostic>('Diagnostic').implement({
  description: 'Spec 2 §3 "Diagnostic": one finding of the campaign diagnostics (decision 0217).',
  fields: (t) => ({
    name: t.exposeString('name', {
      description: 'A key of the sponsorDiagnostics namespace (checks.<name>).',
    }),
    level: t.field({ type: DiagnosticLevelEnum, resolve: (d) => d.level }),
    details: t.exposeStringList('details'),
    actions: t.field({ type: [DiagnosticActionType], resolve: (d) => d.actions }),
    at: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.at }),
    timeZone: t.exposeString('timeZone', {
      nullable: true,
      description: "The IANA zone to write `at` in: the ad set's catalog's (its schedule's days are in it).",
    }),
    adSetName: t.exposeString('adSetName', {
      nullable: true,
      description:
        "The ad set the finding is about when the campaign has several; null: the campaign's, or its only ad set's.",
    }),
  }),
});

export const RecommendedBidType = builder.objectRef<MeasuredBid>('RecommendedBid').implement({
  description:
    'In the wallet currency of the acting company, from the last 14 days of clearing prices in the catalog (decision 0215).',
  fields: (t) => ({
    sampleSize: t.exposeInt('sampleSize', {
      description:
        'Ad sets whose clearing prices the figures come from; 0: no history, every figure is the minimum bid.',
    }),
    recommendedBid: t.field({ type: 'Decimal', resolve: (bid) => bid.recommendedBid }),
    minBid: t.field({ type: 'Decimal', resolve: (bid) => bid.minBid }),
    recommendedBidRange: t.field({ type: ['Decimal'], resolve: (bid) => bid.recommendedBidRange }),
  }),
});
