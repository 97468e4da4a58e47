import type {
  BudgetType,
  CampaignGoal,
  ScheduleType,
  SponsorAdType,
} from '@portal/domain/sponsor-campaign-form';
import type { AppDeps } from '../../app-deps';
import type { SignedIn } from '../../graphql/context';
import type { SponsorCampaignInput } from './campaign-input';
import { createSponsorCampaign } from './create-sponsor-campaign';
import type { SponsorCampaignPayload } from './sponsor-campaign-payload';

export type QuickPlacementInput = {
  id: string;
  url?: string | null;
  landingUrl?: string | null;
  selected?: boolean | null;
};

export type QuickCampaignArgs = {
  name?: string | null;
  goal?: CampaignGoal | null;
  goalOther?: string | null;
  brandId?: string | null;
  adType?: SponsorAdType | null;
  catalogId?: string | null;
  budgetType?: BudgetType | null;
  budgetDailyTotal?: bigint | null;
  budgetTotal?: bigint | null;
  scheduleType?: ScheduleType | null;
  startDate?: Date | null;
  endDate?: Date | null;
  bannerCategoryIds?: readonly string[] | null;
  keywords?: readonly string[] | null;
  categoryIds?: readonly string[] | null;
  sellerIds?: readonly string[] | null;
  placements?: readonly QuickPlacementInput[] | null;
};

/**
 * The quick-campaign form as a full campaign input (spec 2 §4): goal DRIVE_SALES and type PRODUCT by
 * default, start now, ALWAYS_ON unless budgets are given, bid AUTOMATED at 0. Products come from the
 * chosen categories and sellers; banners from the selected placements. The categories of a banner
 * campaign are its banner categories when none are given separately.
 */
export function quickToCampaignInput(args: QuickCampaignArgs, now: Date): SponsorCampaignInput {
  const adType = args.adType ?? 'PRODUCT';
  const bannerCategoryIds = args.bannerCategoryIds?.length
    ? args.bannerCategoryIds
    : adType === 'BANNER'
      ? (args.categoryIds ?? [])
      : [];
  return {
    name: args.name,
    goal: args.goal ?? 'DRIVE_SALES',
    goalOther: args.goalOther,
    brandId: args.brandId,
    adType,
    adSet: {
      name: args.name,
      catalogId: args.catalogId,
      budgetType: args.budgetType,
      budgetDailyTotal: args.budgetDailyTotal,
      budgetTotal: args.budgetTotal,
      scheduleType: args.scheduleType,
      startDate: args.startDate ?? now,
      endDate: args.endDate,
      bidType: 'AUTOMATED',
      bidWalletCurrency: 0n,
      keywords: args.keywords,
      bannerCategoryIds,
      productAd:
        adType === 'PRODUCT'
          ? { name: args.name, productCategoryIds: args.categoryIds, productSellerIds: args.sellerIds }
          : null,
      bannerAd:
        adType === 'BANNER'
          ? {
              name: args.name,
              placements: (args.placements ?? [])
                .filter((placement) => placement.selected !== false)
                .map((placement) => ({
                  id: placement.id,
                  url: placement.url,
                  landingUrl: placement.landingUrl,
                })),
            }
          : null,
    },
  };
}

export function createQuickSponsorCampaign({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: SignedIn;
  input: QuickCampaignArgs;
}): Promise<SponsorCampaignPayload> {
  return createSponsorCampaign({
    deps,
    actor,
    input: { campaign: quickToCampaignInput(input, deps.now()), isQuickCreate: true },
  });
}
