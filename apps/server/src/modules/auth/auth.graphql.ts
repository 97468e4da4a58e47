import { builder } from '../../graphql/builder';
import { type BasePayload, okPayload, payloadFields, SimplePayload } from '../../graphql/payload';
import { readDeviceCookie, setDeviceCookie } from './device-cookie';
import { generateOtp } from './generate-otp';
import { endBrowserSession, startBrowserSession } from './session-cookie';
import { type SignInResult, signIn } from './sign-in';

const SignInPayload = builder.objectRef<SignInResult>('SignInPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    token: t.string({
      nullable: true,
      description:
        'A public reference to the new session (for logs and support). Not a credential: the session is only in the HttpOnly cookie.',
      resolve: (payload) => payload.token,
    }),
    isFirstLogin: t.boolean({ resolve: (payload) => payload.isFirstLogin }),
    otpRequired: t.boolean({
      description:
        'A one-time code is needed: the password was right for a two-factor user, or the account had many failed sign-ins and this browser is new to it. generateOtp e-mails the code.',
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
      const device = readDeviceCookie(ctx.request, ctx.deps.secret);
      const input = { ...args, address: ctx.request.ip, device };
      const { payload, session } = await signIn({ deps: ctx.deps, input });
      if (session) {
        await startBrowserSession(ctx, session.token);
        setDeviceCookie(ctx.request, ctx.reply, ctx.deps.secret, session.userId);
      }
      return payload;
    },
  }),
  signOut: t.field({
    type: SimplePayload,
    resolve: async (_root, _args, ctx): Promise<BasePayload> => {
      await endBrowserSession(ctx);
      return okPayload;
    },
  }),
  generateOtp: t.field({
    type: SimplePayload,
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      generateOtp({ deps: ctx.deps, input: { email: args.email, address: ctx.request.ip } }),
  }),
}));
