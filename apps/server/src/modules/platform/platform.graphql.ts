import { isFeatureFlagName } from '@portal/domain';
import { builder } from '../../graphql/builder';
import { DomainError } from '../../graphql/errors';
import { payloadFields } from '../../graphql/payload';
import {
  type ConfigurationRow,
  getPublicConfiguration,
  listConfigurations,
  listPublicConfigurations,
  updateConfiguration,
} from './configurations';
import { type FeatureFlagRow, getFeatureFlag, listFeatureFlags, updateFeatureFlag } from './feature-flags';

type FlagRow = FeatureFlagRow;

const FeatureFlagType = builder.objectRef<FlagRow>('FeatureFlag').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    isActive: t.exposeBoolean('isActive'),
    description: t.exposeString('description'),
  }),
});

const ConfigurationType = builder.objectRef<ConfigurationRow>('Configuration').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    key: t.exposeString('key'),
    value: t.exposeString('value', { description: 'Text; lists and numbers are JSON.' }),
    fileUrl: t.exposeString('fileUrl', { nullable: true }),
    description: t.exposeString('description'),
  }),
});

type FlagPayload = {
  ok: boolean;
  errors: { field: string | null; messages: string[] }[];
  featureFlag: FlagRow | null;
};
type ConfigurationPayload = {
  ok: boolean;
  errors: { field: string | null; messages: string[] }[];
  configuration: ConfigurationRow | null;
};

const UpdateFeatureFlagPayload = builder.objectRef<FlagPayload>('UpdateFeatureFlagPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    featureFlag: t.field({ type: FeatureFlagType, nullable: true, resolve: (p) => p.featureFlag }),
  }),
});
const UpdateConfigurationPayload = builder
  .objectRef<ConfigurationPayload>('UpdateConfigurationPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      configuration: t.field({ type: ConfigurationType, nullable: true, resolve: (p) => p.configuration }),
    }),
  });

// Flags and configuration are read before sign-in (landing page, sign-up form), so these reads are public.
builder.queryFields((t) => ({
  featureFlag: t.field({
    type: FeatureFlagType,
    nullable: true,
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getFeatureFlag({ deps: ctx.deps, input: args }),
  }),
  configuration: t.field({
    type: ConfigurationType,
    nullable: true,
    args: { key: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      getPublicConfiguration({
        deps: ctx.deps,
        actor: ctx.session && { isStaff: ctx.session.user.isStaff },
        input: args,
      }),
  }),
  // The web app reads every flag and setting once at start, in one request beside `me`, instead of one
  // `featureFlag`/`configuration` request per use; same public rule as those fields.
  publicFeatureFlags: t.field({
    type: [FeatureFlagType],
    description: 'Every feature flag with its state, readable before sign-in like featureFlag(name).',
    resolve: (_root, _args, ctx) => listFeatureFlags({ deps: ctx.deps }),
  }),
  publicConfigurations: t.field({
    type: [ConfigurationType],
    description:
      'Every configuration entry but the private ones (bank account, invoice issuer), readable before sign-in.',
    resolve: (_root, _args, ctx) => listPublicConfigurations({ deps: ctx.deps }),
  }),
  featureFlags: t.field({
    type: [FeatureFlagType],
    resolve: (_root, _args, ctx) => listFeatureFlags({ deps: ctx.deps }),
  }),
  configurations: t.field({
    type: [ConfigurationType],
    resolve: (_root, _args, ctx) => listConfigurations({ deps: ctx.deps }),
  }),
}));

builder.mutationFields((t) => ({
  updateFeatureFlag: t.field({
    type: UpdateFeatureFlagPayload,
    args: { name: t.arg.string({ required: true }), isActive: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx): Promise<FlagPayload> => {
      if (!isFeatureFlagName(args.name)) throw new DomainError('platform:error.unknownFeatureFlag', 'name');
      const flag = await updateFeatureFlag({ deps: ctx.deps, input: args });
      return { ok: true, errors: [], featureFlag: flag };
    },
  }),
  updateConfiguration: t.field({
    type: UpdateConfigurationPayload,
    args: { key: t.arg.string({ required: true }), value: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx): Promise<ConfigurationPayload> => {
      const row = await updateConfiguration({ deps: ctx.deps, input: args });
      if (!row) throw new DomainError('platform:error.unknownConfigurationKey', 'key');
      return { ok: true, errors: [], configuration: row };
    },
  }),
}));
