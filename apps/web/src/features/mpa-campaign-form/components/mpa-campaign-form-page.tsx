import { zonedDay } from '@portal/domain/zoned-day';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { errorLines } from '../../../lib/form-errors';
import { useMpaFormOptions } from '../api/get-form-options';
import { useMpaCampaign } from '../api/get-mpa-campaign';
import { emptyFormValues } from '../lib/form-values';
import { prefillFromState, valuesFromCampaign } from '../lib/prefill';
import type { AdSponsor } from './ad-preview';
import { LoadErrorDialog } from './load-error-dialog';
import { MpaCampaignForm, type MpaFormFlags } from './mpa-campaign-form';

export type MpaCampaignFormPageProps = {
  sellerId: string;
  /** Edit this campaign; null creates one. */
  campaignId: string | null;
  /** The router state the quick form left (its entered values), read leniently. */
  handedOver: unknown;
  flags: MpaFormFlags;
  sponsor: AdSponsor;
  now: Date;
  /** The zone of "tomorrow" until the seller's catalog zone is known (the user's profile zone). */
  fallbackZone: string;
  onExit: () => void;
  onSaved: (sellerId: string) => void;
};

/**
 * /mpa/campaign/add and /mpa/campaign/edit/:campaignId: loads the seller's options and, on edit, the campaign
 * (a failure: the error dialog back to the list, spec 3 §8), then the form starts from the campaign, the
 * quick form's values or the marketplace's default creative text.
 */
export function MpaCampaignFormPage(props: MpaCampaignFormPageProps) {
  const { sellerId, campaignId } = props;
  const { i18n } = useTranslation();
  const [options] = useMpaFormOptions(sellerId);
  const [loaded] = useMpaCampaign(sellerId, campaignId);
  const campaign = loaded.data?.getCampaign ?? null;
  const sellers = options.data?.getCompanySellers;
  const seller = sellers?.find((candidate) => candidate.id === sellerId);
  const isForeignSeller = Boolean(sellers) && !seller;
  const { onExit } = props;

  // Another company's seller (or one no longer managed): back to the list, as without a seller.
  useEffect(() => {
    if (isForeignSeller) onExit();
  }, [isForeignSeller, onExit]);

  if (campaignId !== null && !loaded.fetching && (loaded.error || (loaded.data && !campaign))) {
    const [first] = errorLines({ error: loaded.error });
    return <LoadErrorDialog message={first ?? 'mpaForm:loadError.notFound'} onClose={props.onExit} />;
  }
  if ((!options.data && options.fetching) || (campaignId !== null && !campaign) || isForeignSeller) {
    return <CenteredLoader />;
  }

  const data = options.data;
  const initialValues = campaign
    ? valuesFromCampaign(campaign, i18n.language)
    : (prefillFromState(props.handedOver, i18n.language) ?? {
        ...emptyFormValues,
        creativeText: data?.getMarketplaceConfig.creativeText ?? '',
      });
  const currencyCode = campaign?.walletCurrency.code ?? data?.getWalletBalance.currency ?? '';
  return (
    <MpaCampaignForm
      sellerId={sellerId}
      campaignId={campaignId}
      initialValues={initialValues}
      options={{
        categories: data?.getCatalogCategories ?? [],
        audiences: data?.getCustomAudiences ?? [],
        creativeTextExcluded: (data?.getExcludedMPAFields ?? []).includes('creativeText'),
        currencyCode,
        currencyLabel: campaign?.walletCurrency.symbol || currencyCode || null,
        error: options.error,
      }}
      flags={props.flags}
      sponsor={props.sponsor}
      today={zonedDay(props.now, seller?.catalog.timeZone || props.fallbackZone)}
      onDiscard={props.onExit}
      onSaved={props.onSaved}
    />
  );
}
