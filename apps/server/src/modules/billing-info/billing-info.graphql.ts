import { builder } from '../../graphql/builder';
import { requireCompanyActor } from '../../graphql/context';
import { payloadFields } from '../../graphql/payload';
import { type BillingInfo, getBillingInfo } from './get-billing-info';
import { type BillingInfoPayload, updateBillingDetails } from './update-billing-details';

const BillingInfoType = builder.objectRef<BillingInfo>('BillingInfo').implement({
  description: 'The acting company’s billing details (spec 1 §3), defaults from the company until saved.',
  fields: (t) => ({
    id: t.id({ resolve: (info) => info.companyId }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    description: t.exposeString('description'),
    topUpAlertAmount: t.field({
      type: 'Decimal',
      nullable: true,
      description: 'Alert the owner when the wallet balance falls below this amount (wallet currency).',
      resolve: (info) => info.topUpAlertAmount,
    }),
  }),
});

const BillingInfoPayloadType = builder.objectRef<BillingInfoPayload>('BillingInfoPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    billingInfo: t.field({
      type: BillingInfoType,
      nullable: true,
      resolve: (payload) => payload.billingInfo,
    }),
  }),
});

builder.queryFields((t) => ({
  billingInfo: t.field({
    type: BillingInfoType,
    nullable: true,
    resolve: (_root, _args, ctx) => {
      return getBillingInfo({
        deps: ctx.deps,
        actor: requireCompanyActor(ctx),
      });
    },
  }),
}));

builder.mutationFields((t) => ({
  updateBillingDetails: t.field({
    type: BillingInfoPayloadType,
    args: {
      name: t.arg.string(),
      email: t.arg.string(),
      description: t.arg.string(),
      topUpAlertAmount: t.arg({ type: 'Decimal' }),
    },
    resolve: (_root, args, ctx) => {
      return updateBillingDetails({
        deps: ctx.deps,
        actor: requireCompanyActor(ctx),
        input: args,
      });
    },
  }),
}));
