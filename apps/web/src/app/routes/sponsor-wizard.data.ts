import type { Me } from '../../features/accounts/api/get-me';
import { wizardOptionsQuery } from '../../features/sponsor-wizard/api/get-wizard-options';
import { loadDraft, wizardDraftKey } from '../../features/sponsor-wizard/utils/campaign-draft';
import type { RouteData } from '../route-data';

/** The brand a new campaign is for: the header's choice, else the company's only brand. */
export function wizardBrandId(search: URLSearchParams, me: Pick<Me, 'company'>): string | null {
  return search.get('brandId') ?? (me.company?.brands.length === 1 ? me.company.brands[0]!.id : null);
}

/**
 * /sponsor/new/type: the options of the campaign's brand. The wizard's form starts from the stored draft
 * when there is one (loadDraft drops a draft of another brand, as the wizard does on arrival), else from
 * that brand; without a brand it asks for one first and sends nothing.
 */
export const newCampaignRouteData: RouteData = async ({ url, me, start }) => {
  const session = await me;
  if (!session) return;
  const brandId = wizardBrandId(url.searchParams, session);
  if (brandId === null) return;
  const draft = loadDraft(wizardDraftKey('new'), brandId);
  const formBrandId = draft ? draft.brandId : brandId;
  if (formBrandId !== null) void start(wizardOptionsQuery, { brandId: formBrandId });
};
