import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { payloadFields, SimplePayload } from '../../graphql/payload';
import { MeType } from '../accounts/me.graphql';
import { changePassword } from './change-password';
import { type UpdateProfileResult, updateProfile } from './update-profile';

const UpdateProfilePayload = builder.objectRef<UpdateProfileResult>('UpdateProfilePayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    me: t.field({ type: MeType, nullable: true, resolve: (payload) => payload.me }),
  }),
});

builder.mutationFields((t) => ({
  updateProfile: t.field({
    type: UpdateProfilePayload,
    args: {
      firstName: t.arg.string(),
      lastName: t.arg.string(),
      title: t.arg.string(),
      language: t.arg.string(),
      timezone: t.arg.string(),
      enabled2fa: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) => updateProfile({ deps: ctx.deps, actor: requireSession(ctx), input: args }),
  }),
  changePassword: t.field({
    type: SimplePayload,
    args: {
      currentPassword: t.arg.string(),
      password: t.arg.string(),
      cfPassword: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      changePassword({ deps: ctx.deps, actor: requireSession(ctx), input: args }),
  }),
}));
