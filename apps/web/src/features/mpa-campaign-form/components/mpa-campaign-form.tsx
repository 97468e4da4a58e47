import { Box, Group, LoadingOverlay, Stack, Stepper } from '@mantine/core';
import { metaMoneyDecimal } from '@portal/domain/meta-campaign-form';
import { addDays, type CalendarDay } from '@portal/domain/zoned-day';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { ErrorBanner } from '../../../components/error-banner';
import { useMatchingProducts } from '../api/get-matching-products';
import { useMatchingFilter } from '../hooks/use-matching-filter';
import { useMpaForm } from '../hooks/use-mpa-form';
import { useSponsoredProducts } from '../hooks/use-sponsored-products';
import { useSubmitCampaign } from '../hooks/use-submit-campaign';
import type { MpaFormValues } from '../lib/form-values';
import { AdPreview, type AdSponsor } from './ad-preview';
import { CampaignDetailsFields } from './campaign-details-fields';
import { CampaignReview } from './campaign-review';
import { CampaignSetup } from './campaign-setup';
import { ContentSection } from './content-section';
import { FormHeader } from './form-header';

export type MpaFormFlags = { productFilters: boolean; adsPreview: boolean };
export type MpaFormOptionLists = {
  categories: readonly { id: number; name: string }[];
  audiences: readonly { id: number; name: string }[];
  creativeTextExcluded: boolean;
  /** The wallet currency's code (createCampaign's walletCurrency) and what the inputs show before money. */
  currencyCode: string;
  currencyLabel: string | null;
  error?: CombinedError;
};

export type MpaCampaignFormProps = {
  sellerId: string;
  campaignId: string | null;
  initialValues: MpaFormValues;
  options: MpaFormOptionLists;
  flags: MpaFormFlags;
  sponsor: AdSponsor;
  /** Today in the seller's zone: a campaign starts tomorrow at the earliest. */
  today: CalendarDay;
  onDiscard: () => void;
  onSaved: (sellerId: string) => void;
};

/** The advanced Meta campaign form (spec 3 §2.2): Campaign Setup → Review Campaign, Submit from the header. */
export function MpaCampaignForm(props: MpaCampaignFormProps) {
  const { sellerId, campaignId, initialValues, options, flags, today } = props;
  const { t, i18n } = useTranslation('mpaForm');
  const mode = campaignId === null ? 'create' : 'edit';
  const storedStartDate = mode === 'edit' ? initialValues.startDate : null;
  const form = useMpaForm(initialValues, {
    mode,
    today,
    creativeTextExcluded: options.creativeTextExcluded,
    storedStartDate,
  });
  const [step, setStep] = useState(0);
  const usesPicker = flags.productFilters && mode === 'create';
  const sponsored = useSponsoredProducts(sellerId, (skus) => form.setFieldValue('productSKUs', skus));
  const filter = useMatchingFilter(sellerId, form.values);
  const [matching] = useMatchingProducts(filter, usesPicker);
  const { submit, lines, isSubmitting } = useSubmitCampaign(form, {
    sellerId,
    campaignId,
    walletCurrency: options.currencyCode,
    creativeTextExcluded: options.creativeTextExcluded,
    onSaved: props.onSaved,
  });

  // SKUs handed over by the quick form start the sponsored list (their rows come from the catalog).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the values the form started from.
  useEffect(() => {
    if (usesPicker && initialValues.productSKUs.length > 0)
      void sponsored.addAll({ skus: initialValues.productSKUs });
  }, []);

  const onNext = () => {
    if (!form.validate().hasErrors) setStep(1);
  };
  const onSubmit = async () => {
    const outcome = await submit();
    if (outcome === 'invalid' || outcome === 'fieldErrors') setStep(0);
  };
  const previewProducts = usesPicker ? sponsored.items : (matching.data?.getMatchingProducts.products ?? []);
  const tomorrow = addDays(today, 1);

  return (
    <Stack gap="md" pos="relative">
      <LoadingOverlay visible={isSubmitting} />
      {/* Spec 3 §2.2's hidden skus field: the SKUs the campaign promotes. */}
      <input type="hidden" name="skus" value={form.values.productSKUs.join(',')} />
      {/* Spec 3 §8: the first error of a refused submit, above the form's buttons. */}
      <ErrorBanner lines={lines.slice(0, 1)} />
      <FormHeader
        mode={mode}
        isSubmitting={isSubmitting}
        onDiscard={props.onDiscard}
        onSubmit={() => void onSubmit()}
      />
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Stepper
            active={step}
            onStepClick={(next) => next === 0 && setStep(0)}
            allowNextStepsSelect={false}
          >
            <Stepper.Step label={t('steps.setup')}>
              <CampaignSetup
                onNext={onNext}
                details={
                  <CampaignDetailsFields
                    form={form}
                    mode={mode}
                    currency={options.currencyLabel}
                    earliestStart={tomorrow}
                    isStartLocked={mode === 'edit' && storedStartDate !== null && storedStartDate < tomorrow}
                    showCreativeText={!options.creativeTextExcluded}
                    audiences={options.audiences}
                  />
                }
                content={
                  <ContentSection
                    form={form}
                    mode={mode}
                    sellerId={sellerId}
                    currency={options.currencyLabel}
                    categories={options.categories}
                    sponsored={usesPicker ? sponsored : null}
                    filter={filter}
                    matchingCount={
                      usesPicker ? null : (matching.data?.getMatchingProducts.totalCount ?? null)
                    }
                    errors={[options.error, usesPicker ? undefined : matching.error]}
                  />
                }
              />
            </Stepper.Step>
            <Stepper.Step label={t('steps.review')}>
              <CampaignReview
                name={form.values.name}
                lifetimeBudget={metaMoneyDecimal(form.values.lifetimeBudget, 'lifetimeBudget', i18n.language)}
                currency={options.currencyCode || null}
                startDate={form.values.startDate}
                endDate={form.values.endDate}
              />
            </Stepper.Step>
          </Stepper>
        </Box>
        {flags.adsPreview ? (
          <AdPreview
            sponsor={props.sponsor}
            creativeText={form.values.creativeText}
            products={previewProducts}
            currency={options.currencyCode || null}
          />
        ) : null}
      </Group>
    </Stack>
  );
}
