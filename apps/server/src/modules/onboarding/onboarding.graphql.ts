import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { commonErrors, DomainError } from '../../graphql/errors';
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
  .objectRef<BasePayload & { companyId: number | null }>('UpdateOnboardingProgressPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      onboarding: t.field({
        type: OnboardingType,
        nullable: true,
        resolve: (payload, _args, ctx) =>
          payload.companyId === null ? null : companyOnboarding(ctx.deps.db, payload.companyId),
      }),
    }),
  });

builder.queryFields((t) => ({
  onboarding: t.field({
    type: OnboardingType,
    nullable: true,
    description: "The acting company's quick-start guide; null for staff acting for no company.",
    resolve: (_root, _args, ctx) => {
      const session = requireSession(ctx);
      return session.companyId === null ? null : companyOnboarding(ctx.deps.db, session.companyId);
    },
  }),
}));

builder.mutationFields((t) => ({
  updateOnboardingProgress: t.field({
    type: UpdateOnboardingProgressPayload,
    args: { id: t.arg.id({ required: true, description: 'A manual step id, e.g. "guide".' }) },
    resolve: async (_root, args, ctx) => {
      const session = requireSession(ctx);
      if (session.companyId === null) throw new DomainError(commonErrors.permissionDenied);
      const result = await updateOnboardingProgress(ctx.deps.db, session.companyId, String(args.id));
      return { ...result, companyId: session.companyId };
    },
  }),
}));
