import { normalizeBidType } from '@portal/domain/sponsor-bid';
import { changeScheduleType, deriveBudgetType, setEndDate } from '@portal/domain/sponsor-budget';
import type { ScheduleType, SponsorAdType, SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import {
  changeAdType,
  changeCatalog,
  defaultCatalogId,
  togglePlacement,
} from '@portal/domain/sponsor-form-transitions';
import { useMemo, useReducer } from 'react';

export type CampaignFormState = {
  form: SponsorCampaignForm;
  /** Spec 2 §4: the campaign type cannot change once the campaign exists. */
  isTypeLocked: boolean;
};

export type CampaignFormAction =
  | { type: 'patch'; patch: Partial<SponsorCampaignForm> }
  | { type: 'setAdType'; adType: SponsorAdType }
  /** After the confirmation dialog: keywords, negative keywords and targeting go too (spec 2 §4). */
  | { type: 'setCatalog'; catalogId: string | null }
  | { type: 'preselectCatalog'; catalogIds: readonly string[] }
  | { type: 'togglePlacement'; bannerTypeId: string }
  | { type: 'setBudgetInputs'; daily: boolean; total: boolean }
  | { type: 'setAlwaysOn' }
  | { type: 'setScheduleType'; scheduleType: ScheduleType; now: string }
  | { type: 'setEndDate'; endDate: string | null }
  | { type: 'replace'; form: SponsorCampaignForm; isTypeLocked: boolean };

/** True when a catalog change would throw away something the user entered (the dialog asks first). */
export function hasCatalogDependents(form: SponsorCampaignForm): boolean {
  const { product } = form;
  return (
    product.skus.length > 0 ||
    product.categoryIds.length > 0 ||
    product.sellerIds.length > 0 ||
    product.minPrice !== '' ||
    product.maxPrice !== '' ||
    form.bannerCategoryIds.length > 0 ||
    form.segmentIds.length > 0 ||
    form.placements.some((p) => p.url || p.landingUrl || p.deeplink || p.skus.length > 0) ||
    form.keywords.length > 0 ||
    form.negativeKeywords.length > 0 ||
    form.locations.length > 0 ||
    form.tagIds.length > 0 ||
    form.minAge !== null ||
    form.maxAge !== null
  );
}

function reduceForm(state: CampaignFormState, action: CampaignFormAction): SponsorCampaignForm {
  const { form } = state;
  switch (action.type) {
    case 'patch':
      return { ...form, ...action.patch };
    case 'setAdType':
      return state.isTypeLocked ? form : changeAdType(form, action.adType);
    case 'setCatalog':
      return changeCatalog(form, action.catalogId, { clearTargeting: true });
    case 'preselectCatalog': {
      const catalogId = defaultCatalogId(form.catalogId, action.catalogIds);
      return catalogId === form.catalogId ? form : { ...form, catalogId };
    }
    case 'togglePlacement':
      return togglePlacement(form, action.bannerTypeId);
    case 'setBudgetInputs':
      return { ...form, budgetType: deriveBudgetType({ daily: action.daily, total: action.total }) };
    case 'setAlwaysOn':
      return { ...form, budgetType: 'ALWAYS_ON' };
    case 'setScheduleType':
      if (form.scheduleType === action.scheduleType) return form;
      return { ...form, ...changeScheduleType(form, action.scheduleType, new Date(action.now)) };
    case 'setEndDate':
      return { ...form, ...setEndDate(form, action.endDate) };
    case 'replace':
      return action.form;
  }
}

/** The wizard's transitions (spec 2 §4), the rules themselves from the domain. */
export function campaignFormReducer(state: CampaignFormState, action: CampaignFormAction): CampaignFormState {
  const next = reduceForm(state, action);
  const isTypeLocked = action.type === 'replace' ? action.isTypeLocked : state.isTypeLocked;
  // Whatever changed, the bid type must fit the campaign type (spec 2 §4).
  const bidType = normalizeBidType(next.bidType, next.adType);
  const form = bidType === next.bidType ? next : { ...next, bidType, bid: '' };
  if (form === state.form && isTypeLocked === state.isTypeLocked) return state;
  return { form, isTypeLocked };
}

export type CampaignFormApi = ReturnType<typeof useCampaignForm>;

/** The wizard's single source of truth for the campaign being built (spec 2 §3–§4). */
export function useCampaignForm(initial: () => CampaignFormState) {
  const [state, dispatch] = useReducer(campaignFormReducer, undefined, initial);
  const actions = useMemo(
    () => ({
      patch: (patch: Partial<SponsorCampaignForm>) => dispatch({ type: 'patch', patch }),
      setAdType: (adType: SponsorAdType) => dispatch({ type: 'setAdType', adType }),
      setCatalog: (catalogId: string | null) => dispatch({ type: 'setCatalog', catalogId }),
      preselectCatalog: (catalogIds: readonly string[]) => dispatch({ type: 'preselectCatalog', catalogIds }),
      togglePlacement: (bannerTypeId: string) => dispatch({ type: 'togglePlacement', bannerTypeId }),
      setBudgetInputs: (daily: boolean, total: boolean) =>
        dispatch({ type: 'setBudgetInputs', daily, total }),
      setAlwaysOn: () => dispatch({ type: 'setAlwaysOn' }),
      setScheduleType: (scheduleType: ScheduleType) =>
        dispatch({ type: 'setScheduleType', scheduleType, now: new Date().toISOString() }),
      setEndDate: (endDate: string | null) => dispatch({ type: 'setEndDate', endDate }),
      replace: (form: SponsorCampaignForm, isTypeLocked: boolean) =>
        dispatch({ type: 'replace', form, isTypeLocked }),
    }),
    [],
  );
  return { form: state.form, isTypeLocked: state.isTypeLocked, ...actions };
}
