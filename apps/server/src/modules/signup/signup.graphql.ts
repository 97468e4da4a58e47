import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { FieldErrorType, payloadFields } from '../../graphql/payload';
import { startBrowserSession } from '../auth/session-cookie';
import { BrandType, SellerType } from '../catalog/catalog.types';
import {
  type CheckResult,
  checkErrorCreateCompanyData,
  checkErrorSignUpData,
  checkWarningSignUpData,
  type WarningResult,
} from './check-sign-up-data';
import { createAccount } from './create-account';
import { createCompany } from './create-company';
import { signUpBrandOptions, signUpSellerOptions } from './sign-up-options';

type AccountPayloadShape = CheckResult & { accountId: number | null };

const CheckErrorsPayload = builder.objectRef<CheckResult>('CheckErrorsPayload').implement({
  description: 'A pre-check: ok when the data would be accepted; otherwise the errors per field.',
  fields: (t) => payloadFields(t),
});

const CheckWarningsPayload = builder.objectRef<WarningResult>('CheckWarningsPayload').implement({
  description: 'Warnings do not stop a sign-up; ok is false when there is any warning or error.',
  fields: (t) => ({
    ...payloadFields(t),
    warnings: t.field({
      type: [FieldErrorType],
      // A refusal's payload (graphql/domain-error-answer.ts) carries only ok and errors.
      resolve: (payload: Partial<WarningResult>) => payload.warnings ?? [],
    }),
  }),
});

const CreateAccountPayload = builder.objectRef<AccountPayloadShape>('CreateAccountPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    accountId: t.id({
      nullable: true,
      description: "The new owner's account (membership).",
      resolve: (p) => p.accountId,
    }),
  }),
});

const CreateCompanyPayload = builder.objectRef<AccountPayloadShape>('CreateCompanyPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    accountId: t.id({
      nullable: true,
      description: 'The account to pass to switchAccount.',
      resolve: (p) => p.accountId,
    }),
  }),
});

type ArgBuilder = Parameters<Parameters<typeof builder.mutationFields>[0]>[0]['arg'];

/** Every argument optional: a missing value is answered per field in `errors`, like any bad input. */
function companyArgs(arg: ArgBuilder) {
  return {
    companyName: arg.string(),
    registrationNo: arg.string(),
    authorizedName: arg.string(),
    address: arg.string(),
    postalCode: arg.string(),
    phoneNumber: arg.string({
      description: 'International number, E.164 or spaced ("+6591234567", "+65 9123 4567"); stored in E.164.',
    }),
    countryCode: arg.string(),
    timezone: arg.string(),
    walletCurrencyCode: arg.string(),
    brandIds: arg.idList(),
    sellerIds: arg.idList(),
  };
}

function signUpArgs(arg: ArgBuilder) {
  return {
    fullName: arg.string(),
    email: arg.string(),
    password: arg.string({ description: 'Optional: without it the account gets a password-setup e-mail.' }),
    googleRecaptchaToken: arg.string(),
    ...companyArgs(arg),
  };
}

builder.queryFields((t) => ({
  signUpBrandOptions: t.field({
    type: [BrandType],
    description: 'Brands to pick while signing up (at most 50, by name).',
    args: { searchTerm: t.arg.string() },
    resolve: (_root, args, ctx) => signUpBrandOptions({ deps: ctx.deps, input: args }),
  }),
  signUpSellerOptions: t.field({
    type: [SellerType],
    description: 'Seller stores in the catalogs of the chosen brands (at most 100).',
    args: { brandIds: t.arg.idList({ required: true }), searchTerm: t.arg.string() },
    resolve: (_root, args, ctx) => signUpSellerOptions({ deps: ctx.deps, input: args }),
  }),
}));

builder.mutationFields((t) => ({
  checkErrorSignUpData: t.field({
    type: CheckErrorsPayload,
    args: signUpArgs(t.arg),
    resolve: (_root, args, ctx) =>
      checkErrorSignUpData({ deps: ctx.deps, input: { ...args, ip: ctx.request.ip } }),
  }),
  checkWarningSignUpData: t.field({
    type: CheckWarningsPayload,
    args: signUpArgs(t.arg),
    resolve: (_root, args, ctx) =>
      checkWarningSignUpData({ deps: ctx.deps, input: { ...args, ip: ctx.request.ip } }),
  }),
  createAccount: t.field({
    type: CreateAccountPayload,
    args: signUpArgs(t.arg),
    resolve: async (_root, args, ctx) => {
      const result = await createAccount({ deps: ctx.deps, input: { ...args, ip: ctx.request.ip } });
      if (result.sessionToken) await startBrowserSession(ctx, result.sessionToken);
      return result;
    },
  }),
  checkErrorCreateCompanyData: t.field({
    type: CheckErrorsPayload,
    args: companyArgs(t.arg),
    resolve: (_root, args, ctx) => checkErrorCreateCompanyData({ deps: ctx.deps, input: args }),
  }),
  createCompany: t.field({
    type: CreateCompanyPayload,
    args: companyArgs(t.arg),
    resolve: (_root, args, ctx) => createCompany({ deps: ctx.deps, actor: requireSession(ctx), input: args }),
  }),
}));
