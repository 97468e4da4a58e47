import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { errorLines } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/validate';
import { createCampaignMutation } from '../api/create-campaign';
import { updateCampaignMutation } from '../api/update-campaign';
import {
  createPayload,
  type PayloadContext,
  splitServerErrors,
  updatePayload,
} from '../lib/campaign-payload';
import type { MpaForm } from './use-mpa-form';

/** `fieldErrors`: the server refused fields of the setup step, now shown on them. */
export type SubmitOutcome = 'invalid' | 'fieldErrors' | 'failed' | 'saved';

export type SubmitOptions = PayloadContext & {
  campaignId: string | null;
  onSaved: (sellerId: string) => void;
};

/**
 * Spec 3 §4: Submit validates every field, then creates (no id) or updates. A refusal stays on the page:
 * per-field messages go onto their fields, the rest (and a failed request) above the buttons (§8).
 */
export function useSubmitCampaign(form: MpaForm, options: SubmitOptions) {
  const { t, i18n } = useTranslation();
  const [created, create] = useMutation(createCampaignMutation);
  const [updated, update] = useMutation(updateCampaignMutation);
  const [lines, setLines] = useState<string[]>([]);

  const send = async (campaignId: string | null) => {
    if (campaignId === null) {
      const result = await create(createPayload(form.values, i18n.language, options));
      return { payload: result.data?.createCampaign ?? null, error: result.error };
    }
    const result = await update(updatePayload(form.values, i18n.language, { ...options, campaignId }));
    return { payload: result.data?.updateCampaign ?? null, error: result.error };
  };

  const submit = async (): Promise<SubmitOutcome> => {
    setLines([]);
    if (form.validate().hasErrors) return 'invalid';
    const { campaignId } = options;
    const { payload, error } = await send(campaignId);
    if (payload?.ok) {
      options.onSaved(payload.campaign?.sellerId ?? options.sellerId);
      return 'saved';
    }
    const server = splitServerErrors(payload?.errors ?? []);
    form.setErrors(
      Object.fromEntries(
        Object.entries(server.fields).map(([field, message]) => [
          field,
          translateMessage(message, (key, values) => t(key, values)),
        ]),
      ),
    );
    const other = [...server.lines, ...errorLines({ error })];
    const hasFieldErrors = Object.keys(server.fields).length > 0;
    setLines(other.length > 0 || hasFieldErrors ? other : ['mpaForm:error.saveFailed']);
    return hasFieldErrors ? 'fieldErrors' : 'failed';
  };

  return { submit, lines, isSubmitting: created.fetching || updated.fetching };
}
