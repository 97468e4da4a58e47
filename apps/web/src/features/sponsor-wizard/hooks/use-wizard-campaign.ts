import { emptyCampaignForm, type SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { copyCampaignForm } from '@portal/domain/sponsor-copy';
import { useEffect, useMemo, useRef, useState } from 'react';
import { readWizardCampaign, useSponsorCampaign } from '../api/get-sponsor-campaign';
import { discardDraft, loadDraft, saveDraft } from '../utils/campaign-draft';
import { campaignToForm } from '../utils/campaign-from-server';
import { type CampaignFormState, useCampaignForm } from './use-campaign-form';

export type WizardMode = 'new' | 'edit' | 'copy';

export type UseWizardCampaignOptions = {
  mode: WizardMode;
  campaignId: string | null;
  /** The current brand (header selector) for a new campaign. */
  brandId: string | null;
  /** Without sponsor_enable_banner a new campaign is a product campaign (spec 2 §2). */
  enableBanner: boolean;
  draftKey: string;
  /** Keep every change as a draft (six-step wizard); the advanced wizard saves on 'Save draft'. */
  autosave?: boolean;
  /**
   * Whether a saved campaign of this status may open from its browser draft; when not, a draft stored
   * earlier is dropped and the stored campaign opens (the advanced wizard, decision 0276).
   */
  restoresDraft?: (status: string) => boolean;
};

const anyStatus = () => true;

function newForm(brandId: string | null, enableBanner: boolean): SponsorCampaignForm {
  return { ...emptyCampaignForm(), brandId, adType: enableBanner ? null : 'PRODUCT' };
}

/**
 * The campaign under edit: a new one (or its draft), or `sponsorCampaign(id)` mapped into the form
 * (a copy gets ' - COPY' and no id). Once the user changes something the form is kept as a draft
 * under `draftKey` until it is saved or discarded.
 */
export function useWizardCampaign({
  mode,
  campaignId,
  brandId,
  enableBanner,
  draftKey,
  autosave = true,
  restoresDraft = anyStatus,
}: UseWizardCampaignOptions) {
  const [{ data, fetching, error }] = useSponsorCampaign(mode === 'new' ? null : campaignId);
  // One object per answer: the effect below waits for it, and a new spread each render would re-run it.
  const loaded = useMemo(() => readWizardCampaign(data?.sponsorCampaign), [data?.sponsorCampaign]);
  const campaign = useCampaignForm(
    (): CampaignFormState => ({
      form: (mode === 'new' ? loadDraft(draftKey, brandId) : null) ?? newForm(brandId, enableBanner),
      isTypeLocked: mode === 'edit',
    }),
  );
  const { replace } = campaign;
  const [isReady, setReady] = useState(mode === 'new');
  const initialForm = useRef<SponsorCampaignForm | null>(null);

  useEffect(() => {
    if (isReady || !loaded) return;
    const form = campaignToForm(loaded);
    const start = mode === 'copy' ? copyCampaignForm(form) : form;
    const status = loaded.adsetSet[0]?.status ?? loaded.status;
    if (mode === 'edit' && !restoresDraft(status)) discardDraft(draftKey);
    const draft = loadDraft(draftKey, start.brandId);
    replace(draft ?? start, mode === 'edit');
    initialForm.current = draft ?? start;
    setReady(true);
  }, [isReady, loaded, mode, draftKey, replace, restoresDraft]);

  useEffect(() => {
    if (!isReady || !autosave) return;
    if (initialForm.current === null) {
      initialForm.current = campaign.form;
      return;
    }
    if (campaign.form !== initialForm.current) saveDraft(draftKey, campaign.form);
  }, [campaign.form, draftKey, isReady, autosave]);

  return {
    campaign,
    loaded,
    isReady,
    isLoading: mode !== 'new' && fetching && !loaded,
    isMissing: mode !== 'new' && !fetching && !loaded,
    loadError: error ?? null,
    discardDraft: () => discardDraft(draftKey),
    saveDraft: () => saveDraft(draftKey, campaign.form),
  };
}
