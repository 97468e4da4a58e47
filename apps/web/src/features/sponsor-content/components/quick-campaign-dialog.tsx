import '@mantine/dates/styles.css';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  type CampaignGoal,
  campaignGoals,
  emptyCampaignForm,
  type SponsorAdType,
  type SponsorCampaignForm,
} from '@portal/domain/sponsor-campaign-form';
import { changeAdType, changeCatalog } from '@portal/domain/sponsor-form-transitions';
import { canStartQuickCampaign, quickCampaignErrors } from '@portal/domain/sponsor-validation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorLines } from '../../../lib/form-errors';
import { withKeptParams } from '../../../lib/query-params';
import { useCreateQuickSponsorCampaign } from '../api/create-quick-sponsor-campaign';
import { useAllBannersQuery } from '../api/get-all-banners';
import { useQuickBrandCatalogsQuery } from '../api/get-brand-catalogs';
import { useQuickMinBudgetQuery } from '../api/get-min-budget';
import { useContentSettings } from '../hooks/use-content-settings';
import { useFieldError, useMessageText } from '../lib/messages';
import { pageReload } from '../lib/page-reload';
import { quickCampaignVariables, quickKeywordsEnabled } from '../lib/quick-campaign';
import { saveQuickDraft } from '../lib/quick-draft';
import type { QuickCampaignDialogProps } from '../types';
import { BannerImageUpload } from './banner-image-upload';
import { CategorySelect } from './category-select';
import { KeywordsInput } from './keywords-input';
import { LandingUrlInput } from './landing-url-input';
import { QuickBudgetFields, QuickScheduleFields } from './quick-campaign-fields';
import { SellerSelect } from './seller-select';

/** Spec 2 §4: after a successful quick create the page reloads 200 ms after the dialog closes. */
export const QUICK_RELOAD_DELAY_MS = 200;

function quickForm(brandId: string | null): SponsorCampaignForm {
  return { ...emptyCampaignForm(), brandId, adType: 'PRODUCT', goal: 'DRIVE_SALES', budgetType: 'ALWAYS_ON' };
}

/** The short form that creates a running campaign in one call (spec 2 §2 "Quick campaign dialog"). */
export function QuickCampaignDialog({ opened, onClose, brandId, companyId }: QuickCampaignDialogProps) {
  const { t } = useTranslation('sponsorContent');
  const text = useMessageText();
  const navigate = useNavigate();
  const location = useLocation();
  const settings = useContentSettings();
  const [form, setForm] = useState(() => quickForm(brandId));
  const [failure, setFailure] = useState<string | null>(null);
  const [{ data: catalogsData }] = useQuickBrandCatalogsQuery(brandId, !opened);
  const [{ data: bannersData }] = useAllBannersQuery();
  const [{ data: minBudgetData }] = useQuickMinBudgetQuery(!opened);
  const [{ fetching: isCreating }, create] = useCreateQuickSponsorCampaign();
  const catalogs = catalogsData?.brandCatalogs ?? [];
  const catalog = catalogs.find((entry) => entry.id === form.catalogId) ?? null;
  const bannerTypes = bannersData?.allBanners ?? [];
  const placement = form.placements[0] ?? null;
  const bannerType = bannerTypes.find((type) => type.id === placement?.bannerTypeId) ?? null;
  const isBanner = form.adType === 'BANNER';
  const ruleOptions = {
    now: new Date(),
    minBudget: minBudgetData?.sponsorCampaignMinBudget ?? '1',
    catalogTzOffsetHours: catalog?.tzOffset ?? 0,
  };
  const fieldError = useFieldError(quickCampaignErrors(form, ruleOptions));
  const canStart = canStartQuickCampaign(form, { ...ruleOptions, loading: isCreating });

  useEffect(() => setForm((current) => ({ ...current, brandId })), [brandId]);
  // Spec 2 §4: the first catalog of the brand is preselected.
  useEffect(() => {
    if (!form.catalogId && catalogs[0]) setForm((current) => changeCatalog(current, catalogs[0]?.id ?? null));
  }, [form.catalogId, catalogs]);

  const update = (patch: Partial<SponsorCampaignForm>) => {
    setFailure(null);
    setForm((current) => ({ ...current, ...patch }));
  };
  const replace = (next: (current: SponsorCampaignForm) => SponsorCampaignForm) => {
    setFailure(null);
    setForm(next);
  };
  const patchPlacement = (patch: Partial<NonNullable<typeof placement>>) => {
    if (placement) update({ placements: [{ ...placement, ...patch }] });
  };
  const close = () => {
    setForm(quickForm(brandId));
    setFailure(null);
    onClose();
  };

  const start = async () => {
    setFailure(null);
    const response = await create(quickCampaignVariables(form, bannerType?.bannerType ?? null));
    const payload = response.data?.createQuickSponsorCampaign;
    if (payload?.ok) {
      close();
      setTimeout(() => pageReload.run(), QUICK_RELOAD_DELAY_MS);
      return;
    }
    setFailure(
      errorLines({ errors: payload?.errors, error: response.error })[0] ?? 'sponsorContent:quick.failed',
    );
  };

  const advancedSetup = () => {
    saveQuickDraft(companyId, brandId, form);
    close();
    navigate(withKeptParams(settings.useAdvancedUi ? paths.sponsorV2 : paths.sponsorNew, location.search));
  };

  return (
    <Modal opened={opened} onClose={close} title={t('quick.title')} size="lg">
      <Stack gap="sm">
        <TextInput
          label={t('quick.name')}
          required
          value={form.name}
          onChange={(event) => update({ name: event.currentTarget.value })}
        />
        <Group grow align="flex-start">
          <Select
            label={t('quick.goal')}
            data={campaignGoals.map((value) => ({ value, label: t(`quick.goals.${value}`) }))}
            value={form.goal}
            allowDeselect={false}
            onChange={(value) => value && update({ goal: value as CampaignGoal })}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('quick.catalog')}
            data={catalogs.map((entry) => ({ value: entry.id, label: entry.name }))}
            value={form.catalogId}
            allowDeselect={false}
            onChange={(value) => replace((current) => changeCatalog(current, value))}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        {form.goal === 'OTHERS' ? (
          <TextInput
            label={t('quick.goalOther')}
            value={form.goalOther}
            onChange={(event) => update({ goalOther: event.currentTarget.value })}
          />
        ) : null}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('quick.type')}
          </Text>
          <SegmentedControl
            value={form.adType ?? 'PRODUCT'}
            onChange={(value) => replace((current) => changeAdType(current, value as SponsorAdType))}
            data={[
              { value: 'PRODUCT', label: t('quick.types.PRODUCT') },
              { value: 'BANNER', label: t('quick.types.BANNER') },
            ]}
          />
        </Stack>
        <QuickBudgetFields form={form} update={update} fieldError={fieldError} />
        <QuickScheduleFields form={form} update={update} fieldError={fieldError} />
        <Select
          label={t('quick.bannerType')}
          placeholder={t('quick.bannerTypePlaceholder')}
          disabled={!isBanner}
          data={bannerTypes.map((type) => ({
            value: type.id,
            label: `${type.name} (${type.width}×${type.height})`,
          }))}
          value={isBanner ? (placement?.bannerTypeId ?? null) : null}
          onChange={(value) =>
            update({
              placements: value
                ? [{ bannerTypeId: value, url: '', landingUrl: '', deeplink: '', skus: [] }]
                : [],
            })
          }
          comboboxProps={{ withinPortal: true }}
        />
        {isBanner ? (
          <CategorySelect
            label={t('quick.bannerCategory')}
            catalogId={form.catalogId}
            brandId={brandId}
            value={form.bannerCategoryIds}
            onChange={(bannerCategoryIds) => update({ bannerCategoryIds })}
            required
          />
        ) : (
          <CategorySelect
            label={t('quick.categories')}
            catalogId={form.catalogId}
            brandId={brandId}
            value={form.product.categoryIds}
            onChange={(categoryIds) => update({ product: { ...form.product, categoryIds } })}
            required
          />
        )}
        <SellerSelect
          filter={
            form.catalogId
              ? {
                  catalogId: form.catalogId,
                  brandId,
                  categoryIds: form.product.categoryIds,
                  minPrice: null,
                  maxPrice: null,
                }
              : null
          }
          value={form.product.sellerIds}
          onChange={(sellerIds) => update({ product: { ...form.product, sellerIds } })}
          disabled={isBanner}
        />
        <KeywordsInput
          label={t('quick.keywords')}
          value={form.keywords}
          onChange={(keywords) => update({ keywords })}
          catalogId={form.catalogId}
          disabled={!isBanner || !quickKeywordsEnabled(bannerType?.bannerType)}
        />
        {isBanner && bannerType && placement ? (
          <>
            <BannerImageUpload
              bannerTypeId={bannerType.id}
              width={bannerType.width}
              height={bannerType.height}
              limitMb={settings.imageSizeLimitMb}
              url={placement.url}
              companyId={companyId}
              onUploaded={(url) => patchPlacement({ url })}
            />
            {catalog ? (
              <LandingUrlInput
                label={t('quick.landingPath')}
                value={placement.landingUrl}
                onChange={(landingUrl) => patchPlacement({ landingUrl })}
                catalog={catalog}
              />
            ) : null}
          </>
        ) : null}
        {failure ? (
          <Text size="sm" c="red" role="alert">
            {text(failure)}
          </Text>
        ) : null}
        <Group justify="space-between">
          <Button variant="subtle" onClick={advancedSetup}>
            {t('quick.advancedSetup')}
          </Button>
          <Group>
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={start} disabled={!canStart} loading={isCreating}>
              {t('quick.start')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
