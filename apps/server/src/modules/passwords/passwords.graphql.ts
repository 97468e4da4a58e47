import { builder } from '../../graphql/builder';
import { SimplePayload } from '../../graphql/payload';
import { parseRowId } from '../../graphql/row-id';
import { resetPassword } from './reset-password';
import { setPasswordWithToken } from './reset-password-confirm';

builder.mutationFields((t) => ({
  resetPassword: t.field({
    type: SimplePayload,
    description:
      'E-mails a reset link when the address belongs to an active user; the answer never says which.',
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      resetPassword({ deps: ctx.deps, input: { email: args.email, address: ctx.request.ip } }),
  }),
  resetPasswordConfirm: t.field({
    type: SimplePayload,
    description:
      "Sets a new password from a reset link (single use, one hour) and ends all the user's sessions.",
    args: {
      userId: t.arg.id({ required: true }),
      token: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => {
      const input = {
        address: ctx.request.ip,
        purpose: 'RESET' as const,
        token: args.token,
        userId: parseRowId(args.userId) ?? Number.NaN,
        password: args.password,
      };
      return setPasswordWithToken({ deps: ctx.deps, input });
    },
  }),
  setupPassword: t.field({
    type: SimplePayload,
    description: 'Sets the first password of an account created without one (single use, seven days).',
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const input = { address: ctx.request.ip, purpose: 'SETUP' as const, ...args };
      return setPasswordWithToken({ deps: ctx.deps, input });
    },
  }),
}));
