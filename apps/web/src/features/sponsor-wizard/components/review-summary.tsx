import { useCategoryNames } from '../api/get-category-names';
import type { CampaignFormApi } from '../hooks/use-campaign-form';
import type { WizardContext } from '../utils/wizard-context';
import { CampaignSummary, summaryCategoryIds } from './campaign-summary';

/** The review step of both wizards: the summary with the chosen categories named. */
export function ReviewSummary({ campaign, context }: { campaign: CampaignFormApi; context: WizardContext }) {
  const { form } = campaign;
  const categoryNames = useCategoryNames(form.catalogId, form.brandId, summaryCategoryIds(form).length > 0);
  return <CampaignSummary form={form} context={context} categoryNames={categoryNames} />;
}
