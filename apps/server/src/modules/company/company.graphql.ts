import { builder } from '../../graphql/builder';
import { requireCompanyActor } from '../../graphql/context';
import { payloadFields } from '../../graphql/payload';
import { CompanyType } from '../accounts/accounts.types';
import { SellerType } from '../catalog/catalog.types';
import { addSellers } from './add-sellers';
import { sellerSuggestion } from './seller-suggestion';
import { type CompanyPayload, updateTeamProfile } from './update-team-profile';

const CompanyPayloadType = builder.objectRef<CompanyPayload>('CompanyPayload').implement({
  description: 'A change to the acting company: the company as saved.',
  fields: (t) => ({
    ...payloadFields(t),
    company: t.field({ type: CompanyType, nullable: true, resolve: (payload) => payload.company }),
  }),
});

builder.queryFields((t) => ({
  sellerSuggestion: t.field({
    type: [SellerType],
    description: 'Marketplace seller stores by name or id (pages of at most 10, by offset).',
    args: {
      searchTerm: t.arg.string(),
      catalogId: t.arg.id(),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_root, args, ctx) => sellerSuggestion({ deps: ctx.deps, input: args }),
  }),
}));

builder.mutationFields((t) => ({
  updateTeamProfile: t.field({
    type: CompanyPayloadType,
    args: {
      name: t.arg.string(),
      address: t.arg.string(),
      address2: t.arg.string(),
      postalCode: t.arg.string(),
      registrationNo: t.arg.string(),
      countryCode: t.arg.string(),
      authorizedName: t.arg.string(),
      reportCurrency: t.arg.string(),
      timezone: t.arg.string(),
      size: t.arg.string(),
      sellerIds: t.arg.idList(),
    },
    resolve: (_root, args, ctx) => {
      return updateTeamProfile({
        deps: ctx.deps,
        actor: requireCompanyActor(ctx),
        input: args,
      });
    },
  }),
  addSellers: t.field({
    type: CompanyPayloadType,
    args: { sellerIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => {
      return addSellers({
        deps: ctx.deps,
        actor: requireCompanyActor(ctx),
        input: args,
      });
    },
  }),
}));
