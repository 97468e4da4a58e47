import { builder } from '../../graphql/builder';
import { requireCompanyActor, requireSession } from '../../graphql/context';
import { pagedType } from '../../graphql/paged';
import { payloadFields } from '../../graphql/payload';
import { CompanyType } from '../accounts/accounts.types';
import { BrandType } from '../catalog/catalog.types';
import { accessibleCompanyBrands } from './accessible-company-brands';
import { BRAND_PAGE_SIZE } from './brand-search';
import { addBrands, type BrandsPayload, removeBrands } from './change-company-brands';
import { searchBrands } from './search-brands';

const BrandPage = pagedType('BrandPage', BrandType);

const BrandsPayloadType = builder.objectRef<BrandsPayload>('BrandsPayload').implement({
  description: "A change to the acting company's brands: the company as it is now.",
  fields: (t) => ({
    ...payloadFields(t),
    company: t.field({ type: CompanyType, nullable: true, resolve: (payload) => payload.company }),
  }),
});

builder.queryFields((t) => ({
  accessibleCompanyBrands: t.field({
    type: BrandPage,
    description:
      "The company's brands; `companyId` is honoured for staff only, others see their own company.",
    args: {
      companyId: t.arg.id(),
      searchTerm: t.arg.string(),
      page: t.arg.int(),
      pageSize: t.arg.int({ defaultValue: BRAND_PAGE_SIZE }),
    },
    resolve: (_root, args, ctx) =>
      accessibleCompanyBrands({ deps: ctx.deps, actor: requireSession(ctx), input: args }),
  }),
  searchBrands: t.field({
    type: BrandPage,
    description: 'Marketplace brands by name, pages of 20; inside a company only those it has not added.',
    args: { searchTerm: t.arg.string(), page: t.arg.int() },
    resolve: (_root, args, ctx) => searchBrands({ deps: ctx.deps, actor: ctx.session, input: args }),
  }),
}));

builder.mutationFields((t) => ({
  addBrands: t.field({
    type: BrandsPayloadType,
    args: { brandIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => {
      return addBrands({
        deps: ctx.deps,
        actor: requireCompanyActor(ctx),
        input: args,
      });
    },
  }),
  removeBrands: t.field({
    type: BrandsPayloadType,
    args: { brandIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => {
      return removeBrands({
        deps: ctx.deps,
        actor: requireCompanyActor(ctx),
        input: args,
      });
    },
  }),
}));
