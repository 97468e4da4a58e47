import type { SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import type { FieldErrors } from '@portal/domain/sponsor-messages';
import { useState } from 'react';
import { type FragmentOf, readFragment } from '../../../gql/graphql';
import { sponsorCampaignOutcomeFragment } from '../../../lib/sponsor-campaign-fragments';
import { useCreateSponsorCampaign } from '../api/create-sponsor-campaign';
import { useUpdateSponsorCampaign } from '../api/update-sponsor-campaign';
import { toCampaignInput } from '../utils/campaign-payload';

type Outcome = { ok: true; adType: string } | { ok: false; errors: FieldErrors; message: string | null };

type ServerPayload =
  | (FragmentOf<typeof sponsorCampaignOutcomeFragment> & { campaign?: { adType: string } | null })
  | null;

/** Server FieldErrors → the form's error map (field paths without the `adSet.` / `campaign.` prefix). */
export function serverFieldErrors(
  errors: readonly { field: string | null; messages: readonly string[] }[],
): FieldErrors {
  const map: FieldErrors = {};
  for (const error of errors) {
    const field = (error.field ?? '__all__')
      .replace(/^campaign\./, '')
      .replace(/^adSet\.productAd\./, 'product.')
      .replace(/^adSet\.bannerAd\./, '')
      .replace(/^adSet\./, '');
    map[field] = [...(map[field] ?? []), ...error.messages];
  }
  return map;
}

function outcomeOf(payload: ServerPayload, networkError: string | null, fallbackAdType: string): Outcome {
  const outcome = readFragment(sponsorCampaignOutcomeFragment, payload);
  if (outcome?.ok) return { ok: true, adType: payload?.campaign?.adType ?? fallbackAdType };
  const errors = serverFieldErrors(outcome?.errors ?? []);
  const message = outcome?.errors[0]?.messages[0] ?? networkError;
  return { ok: false, errors, message };
}

/** Finish (create or update), Approve and Reject: each answers with an outcome the screen acts on. */
export function useCampaignActions() {
  const [createState, create] = useCreateSponsorCampaign();
  const [updateState, update] = useUpdateSponsorCampaign();
  const [busy, setBusy] = useState<'save' | 'approve' | 'reject' | null>(null);

  const save = async (form: SponsorCampaignForm, existingId: string | null): Promise<Outcome> => {
    setBusy('save');
    const campaign = toCampaignInput(form);
    const result = existingId ? await update({ id: existingId, campaign }) : await create({ campaign });
    setBusy(null);
    const payload =
      result.data && 'updateSponsorCampaign' in result.data
        ? result.data.updateSponsorCampaign
        : result.data && 'createSponsorCampaign' in result.data
          ? result.data.createSponsorCampaign
          : null;
    return outcomeOf(payload, result.error?.message ?? null, campaign.adType);
  };

  const review = async (
    id: string,
    status: 'SCHEDULED' | 'REJECTED',
    notes: string | null,
  ): Promise<Outcome> => {
    setBusy(status === 'SCHEDULED' ? 'approve' : 'reject');
    const result = await update({ id, status, notes });
    setBusy(null);
    return outcomeOf(result.data?.updateSponsorCampaign ?? null, result.error?.message ?? null, 'PRODUCT');
  };

  return {
    save,
    approve: (id: string) => review(id, 'SCHEDULED', null),
    reject: (id: string, notes: string) => review(id, 'REJECTED', notes),
    busy,
    isSubmitting: createState.fetching || updateState.fetching,
  };
}
