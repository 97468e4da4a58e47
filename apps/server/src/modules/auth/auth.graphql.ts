import { builder } from '../../graphql/builder';
import { type BasePayload, okPayload, payloadFields, SimplePayload } from '../../graphql/payload';
import { generateOtp } from './generate-otp';
import { destroySession } from './session';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { type SignInResult, signIn } from './sign-in';

const SignInPayload = builder.objectRef<SignInResult>('SignInPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    token: t.string({
      nullable: true,
      description:
        'The session token, for API clients that cannot keep cookies; browsers use the HttpOnly cookie.',
      resolve: (payload) => payload.token,
    }),
    isFirstLogin: t.boolean({ resolve: (payload) => payload.isFirstLogin }),
    otpRequired: t.boolean({
      description: 'The password was right and a one-time code is needed.',
      resolve: (payload) => payload.otpRequired,
    }),
  }),
});

builder.mutationFields((t) => ({
  signIn: t.field({
    type: SignInPayload,
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      otpCode: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const result = await signIn(ctx.deps, args);
      if (result.ok) {
        // Drop the session the browser came with, if any: a new id at every sign-in.
        if (ctx.session) await destroySession(ctx.deps, ctx.session.id);
        setSessionCookie(ctx.request, ctx.reply, result.token);
      }
      return result;
    },
  }),
  signOut: t.field({
    type: SimplePayload,
    resolve: async (_root, _args, ctx): Promise<BasePayload> => {
      if (ctx.session) await destroySession(ctx.deps, ctx.session.id);
      clearSessionCookie(ctx.reply);
      return okPayload;
    },
  }),
  generateOtp: t.field({
    type: SimplePayload,
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => generateOtp(ctx.deps, args.email),
  }),
}));
