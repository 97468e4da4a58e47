import { builder } from '../../graphql/builder';
import { type BasePayload, okPayload, payloadFields, SimplePayload } from '../../graphql/payload';
import { rateLimits, TOO_MANY_REQUESTS, takeRateLimit } from '../platform/rate-limit';
import { readDeviceCookie, setDeviceCookie } from './device-cookie';
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
      const { payload, session } = await signIn(ctx.deps, args, { address: ctx.request.ip, device });
      if (session) {
        // Drop the session the browser came with, if any: a new id at every sign-in.
        if (ctx.session) await destroySession(ctx.deps, ctx.session.id);
        setSessionCookie(ctx.request, ctx.reply, session.token);
        setDeviceCookie(ctx.request, ctx.reply, ctx.deps.secret, session.userId);
      }
      return payload;
    },
  }),
  signOut: t.field({
    type: SimplePayload,
    resolve: async (_root, _args, ctx): Promise<BasePayload> => {
      if (ctx.session) await destroySession(ctx.deps, ctx.session.id);
      // The device cookie stays: the browser is still one the user signed in from.
      clearSessionCookie(ctx.reply);
      return okPayload;
    },
  }),
  generateOtp: t.field({
    type: SimplePayload,
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (!(await takeRateLimit(ctx.deps, rateLimits.otpPerAddress, ctx.request.ip))) {
        return { ok: false, errors: [{ field: null, messages: [TOO_MANY_REQUESTS] }] };
      }
      return generateOtp(ctx.deps, args.email);
    },
  }),
}));
