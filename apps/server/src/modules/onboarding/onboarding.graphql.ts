import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { type BasePayload, payloadFields } from '../../graphql/payload';
import { companyOnboarding, type Onboarding, type OnboardingStep } from './onboarding-steps';
import { updateOnboardingProgress } from './update-onboarding-progress';

const OnboardingStepType = builder.objectRef<OnboardingStep>('OnboardingStep').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.exposeString('label', { description: 'English; the web translates known step ids.' }),
    targetUrl: t.exposeString('targetUrl'),
    openUrlInNewTab: t.exposeBoolean('openUrlInNewTab'),
    isCompleted: t.exposeBoolean('isCompleted'),
  }),
});

const OnboardingType = builder.objectRef<Onboarding>('Onboarding').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    isCompleted: t.exposeBoolean('isCompleted'),
    progress: t.field({ type: [OnboardingStepType], resolve: (onboarding) => onboarding.progress }),
  }),
});

const UpdateOnboardingProgressPayload = builder
  .objectRef<BasePayload & { companyId?: number }>('UpdateOnboardingProgressPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      onboarding: t.field({
        type: OnboardingType,
        nullable: true,
        // A refusal's payload (graphql/domain-error-answer.ts) carries only ok and errors.
        resolve: (payload, _args, ctx) =>
          companyOnboarding({ deps: ctx.deps, actor: { companyId: payload.companyId ?? null } }),
      }),
    }),
  });

builder.queryFields((t) => ({
  onboarding: t.field({
    type: OnboardingType,
    nullable: true,
    description: "The acting company's quick-start guide; null for staff acting for no company.",
    resolve: (_root, _args, ctx) => companyOnboarding({ deps: ctx.deps, actor: requireSession(ctx) }),
  }),
}));

builder.mutationFields((t) => ({
  updateOnboardingProgress: t.field({
    type: UpdateOnboardingProgressPayload,
    args: { id: t.arg.id({ required: true, description: 'A manual step id, e.g. "guide".' }) },
    resolve: (_root, args, ctx) =>
      updateOnboardingProgress({
        deps: ctx.deps,
        actor: requireSession(ctx),
        input: { id: String(args.id) },
      }),
  }),
}));
