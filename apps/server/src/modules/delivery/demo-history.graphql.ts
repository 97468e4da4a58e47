import { builder } from '../../graphql/builder';
import { type DemoHistoryProgress, demoHistoryProgress } from './demo-history-progress';

const DemoHistoryState = builder.enumType('DemoHistoryState', {
  values: ['NONE', 'RUNNING', 'DONE', 'FAILED'] as const,
});

const DemoHistoryProgressType = builder.objectRef<DemoHistoryProgress>('DemoHistoryProgress').implement({
  description:
    'The demo history: past delivery a fresh demo start writes for the demo campaigns, one simulated day at a time (DEMO_HISTORY_DAYS).',
  fields: (t) => ({
    state: t.field({
      type: DemoHistoryState,
      description: 'NONE when it was never asked for (no demo data, or DEMO_HISTORY_DAYS=0).',
      resolve: (progress) => progress.state,
    }),
    daysDone: t.exposeInt('daysDone'),
    daysTotal: t.exposeInt('daysTotal'),
    startedAt: t.field({ type: 'DateTime', nullable: true, resolve: (progress) => progress.startedAt }),
    finishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (progress) => progress.finishedAt }),
  }),
});

builder.queryFields((t) => ({
  demoHistoryProgress: t.field({
    type: DemoHistoryProgressType,
    description: 'Staff: how far the demo history is.',
    resolve: (_root, _args, ctx) => demoHistoryProgress({ deps: ctx.deps }),
  }),
}));
