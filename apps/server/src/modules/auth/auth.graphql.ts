import { builder } from '../../graphql/builder';
import { type BasePayload, okPayload, payloadFields, SimplePayload } from '../../graphql/payload';
import {
  isRateLimited,
  rateLimits,
  recordHit,
  TOO_MANY_REQUESTS,
  takeRateLimit,
} from '../platform/rate-limit';
import { generateOtp } from './generate-otp';
import { destroySession } from './session';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { type SignInResult, signIn, TOO_MANY_ATTEMPTS } from './sign-in';

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
      // Failed checks per client address: stops one address from spraying many accounts.
      if (await isRateLimited(ctx.deps, rateLimits.signInPerAddress, ctx.request.ip)) {
        return {
          ok: false,
          errors: [{ field: null, messages: [TOO_MANY_ATTEMPTS] }],
          token: null,
          isFirstLogin: false,
          otpRequired: false,
        } satisfies SignInResult;
      }
      const result = await signIn(ctx.deps, args);
      if (!result.ok && !result.otpRequired && result.errors.some((error) => error.field === null)) {
        await recordHit(ctx.deps, rateLimits.signInPerAddress, ctx.request.ip);
      }
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
    resolve: async (_root, args, ctx) => {
      if (!(await takeRateLimit(ctx.deps, rateLimits.otpPerAddress, ctx.request.ip))) {
        return { ok: false, errors: [{ field: null, messages: [TOO_MANY_REQUESTS] }] };
      }
      return generateOtp(ctx.deps, args.email);
    },
  }),
}));
