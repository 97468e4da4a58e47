import type { SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { type FieldErrors, hasErrors } from '@portal/domain/sponsor-messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaignActions } from './use-campaign-actions';
import { useRuleText } from './use-rule-text';

/**
 * What both wizards do on Finish / Launch / Save and on staff Approve / Reject: refuse with the
 * first rule message while the form has errors, else send; on success drop the draft and leave,
 * on failure keep the server's field errors and show its first message in the banner.
 */
export function useWizardSubmit(options: { discardDraft: () => void; onExit: (adType?: string) => void }) {
  const { t } = useTranslation('sponsorWizard');
  const ruleText = useRuleText();
  const actions = useCampaignActions();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [isRejecting, setRejecting] = useState(false);
  const failed = (message: string | null) =>
    setBanner(message ? ruleText([message]) : t('errors.saveFailed'));

  const save = async (form: SponsorCampaignForm, savedId: string | null, problems: FieldErrors) => {
    if (hasErrors(problems)) {
      setBanner(ruleText(Object.values(problems).find((messages) => messages.length > 0)));
      return;
    }
    const outcome = await actions.save(form, savedId);
    if (outcome.ok) {
      options.discardDraft();
      options.onExit(outcome.adType);
      return;
    }
    setServerErrors(outcome.errors);
    failed(outcome.message);
  };

  const review = async (
    campaignId: string | null,
    adType: string | undefined,
    decision: 'approve' | 'reject',
    notes = '',
  ) => {
    if (!campaignId) return;
    const outcome =
      decision === 'approve' ? await actions.approve(campaignId) : await actions.reject(campaignId, notes);
    setRejecting(false);
    if (outcome.ok) {
      options.discardDraft();
      options.onExit(adType);
    } else failed(outcome.message);
  };

  return { actions, serverErrors, banner, setBanner, isRejecting, setRejecting, save, review };
}
