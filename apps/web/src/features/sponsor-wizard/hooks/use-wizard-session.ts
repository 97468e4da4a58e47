import type { WizardFlags } from '../utils/wizard-context';
import { useWizardCampaign, type WizardMode } from './use-wizard-campaign';
import { useWizardContext, type WizardCompany } from './use-wizard-context';
import { useWizardSubmit } from './use-wizard-submit';

export type UseWizardSessionOptions = {
  mode: WizardMode;
  campaignId: string | null;
  brandId: string | null;
  company: WizardCompany;
  flags: WizardFlags & { dynamicFilter: boolean };
  excludedFields: readonly string[];
  draftKey: string;
  autosave?: boolean;
  restoresDraft?: (status: string) => boolean;
  onExit: (adType?: string) => void;
};

/** What both wizards (six steps and advanced) hold: the campaign and its draft, the context, saving and review. */
export function useWizardSession(options: UseWizardSessionOptions) {
  const {
    mode,
    campaignId,
    brandId,
    company,
    flags,
    excludedFields,
    draftKey,
    autosave,
    restoresDraft,
    onExit,
  } = options;
  const wizard = useWizardCampaign({
    mode,
    campaignId,
    brandId,
    enableBanner: flags.enableBanner,
    draftKey,
    autosave,
    restoresDraft,
  });
  const submission = useWizardSubmit({ discardDraft: wizard.discardDraft, onExit });
  const { context, validation, waitsForZone, forecastInputsLoading } = useWizardContext({
    campaign: wizard.campaign,
    loaded: wizard.loaded,
    company,
    flags,
    excludedFields,
    isCreating: mode !== 'edit',
  });
  const isSaved = mode === 'edit' && wizard.loaded !== null;
  const review = (decision: 'approve' | 'reject', notes = '') =>
    submission.review(campaignId, wizard.loaded?.adType, decision, notes);
  return { wizard, submission, context, validation, waitsForZone, forecastInputsLoading, isSaved, review };
}

export type WizardSession = ReturnType<typeof useWizardSession>;
