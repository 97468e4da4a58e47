import '@mantine/dates/styles.css';
import {
  Button,
  Fieldset,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type BannerPlacementForm,
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
import { readFragment } from '../../../gql/graphql';
import { bannerTypeFieldsFragment } from '../../../lib/banner-type-fragments';
import { catalogZone, ruleTimeZone, waitsForZone } from '../../../lib/catalog-zone';
import { useCatalogName } from '../../../lib/country-name';
import { errorLines } from '../../../lib/form-errors';
import { withKeptParams } from '../../../lib/query-params';
import {
  brandCatalogFieldsFragment,
  sponsorCampaignOutcomeFragment,
} from '../../../lib/sponsor-campaign-fragments';
import { useCreateQuickSponsorCampaign } from '../api/create-quick-sponsor-campaign';
import { useAllBannersQuery } from '../api/get-all-banners';
import { useQuickBrandCatalogsQuery } from '../api/get-brand-catalogs';
import { useQuickMinBudgetQuery } from '../api/get-min-budget';
import { useContentSettings } from '../hooks/use-content-settings';
import { useFieldError, useMessageText } from '../lib/messages';
import { pageReload } from '../lib/page-reload';
import {
  QUICK_TOUCHABLE_FIELDS,
  quickCampaignVariables,
  quickKeywordsEnabled,
  quickPlacementsReady,
  quickPlacementsWithTypes,
  splitLandingRefusals,
} from '../lib/quick-campaign';
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

/** The input field the server names when it refuses the quick campaign's sellers. */
const SELLER_FIELD = 'adSet.productAd.productSellerIds';

function quickForm(brandId: string | null): SponsorCampaignForm {
  return { ...emptyCampaignForm(), brandId, adType: 'PRODUCT', goal: 'DRIVE_SALES', budgetType: 'ALWAYS_ON' };
}

/** The short form that creates a running campaign in one call (spec 2 §2 "Quick campaign dialog"). */
export function QuickCampaignDialog({ opened, onClose, brandId, companyId }: QuickCampaignDialogProps) {
  const { t } = useTranslation('sponsorContent');
  const nameOf = useCatalogName();
  const text = useMessageText();
  const navigate = useNavigate();
  const location = useLocation();
  const settings = useContentSettings();
  const [form, setForm] = useState(() => quickForm(brandId));
  const [failure, setFailure] = useState<string | null>(null);
  // The server's refusals of a placement's landing URL, shown at that input (once), not in the line below.
  const [landingRefusals, setLandingRefusals] = useState<Record<number, string>>({});
  const [sellerRefusal, setSellerRefusal] = useState<string | null>(null);
  const [{ data: catalogsData, fetching: fetchingCatalogs }] = useQuickBrandCatalogsQuery(brandId, !opened);
  const [{ data: bannersData }] = useAllBannersQuery();
  const [{ data: minBudgetData }] = useQuickMinBudgetQuery(!opened);
  const [{ fetching: isCreating }, create] = useCreateQuickSponsorCampaign();
  const catalogs = readFragment(brandCatalogFieldsFragment, catalogsData?.brandCatalogs ?? []);
  const catalog = catalogs.find((entry) => entry.id === form.catalogId) ?? null;
  // The dates are the catalog's days: shown, checked and sent only once its zone is known (decision 0278).
  const zone = catalogZone(catalogs, form.catalogId, fetchingCatalogs && !catalogsData);
  const datesWait = waitsForZone(zone);
  const bannerTypes = readFragment(bannerTypeFieldsFragment, bannersData?.allBanners ?? []);
  const chosenTypes = form.placements
    .map((placement) => bannerTypes.find((type) => type.id === placement.bannerTypeId)?.bannerType)
    .filter((type): type is string => Boolean(type));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const isBanner = form.adType === 'BANNER';
  const ruleOptions = {
    now: new Date(),
    minBudget: minBudgetData?.sponsorCampaignMinBudget ?? '1',
    catalogTimeZone: ruleTimeZone(zone),
    catalogBaseUrl: catalog?.baseUrl ?? null,
  };
  const allFieldErrors = useFieldError(quickCampaignErrors(form, ruleOptions));
  // Budget and date errors show once their field was touched or Start was attempted, never on open.
  const fieldError = (...fields: string[]) =>
    allFieldErrors(...fields.filter((field) => attempted || touched.has(field)));
  const touch = (...fields: string[]) =>
    setTouched((current) =>
      fields.every((field) => current.has(field)) ? current : new Set([...current, ...fields]),
    );
  const canStart =
    canStartQuickCampaign(form, { ...ruleOptions, loading: isCreating || datesWait }) &&
    (!isBanner || quickPlacementsReady(form.placements));

  useEffect(() => setForm((current) => ({ ...current, brandId })), [brandId]);
  // Spec 2 §4: the first catalog of the brand is preselected.
  useEffect(() => {
    if (!form.catalogId && catalogs[0]) setForm((current) => changeCatalog(current, catalogs[0]?.id ?? null));
  }, [form.catalogId, catalogs]);

  const clearRefusals = () => {
    setFailure(null);
    setLandingRefusals({});
    setSellerRefusal(null);
  };
  const update = (patch: Partial<SponsorCampaignForm>) => {
    clearRefusals();
    touch(...Object.keys(patch).filter((field) => QUICK_TOUCHABLE_FIELDS.includes(field)));
    setForm((current) => ({ ...current, ...patch }));
  };
  const replace = (next: (current: SponsorCampaignForm) => SponsorCampaignForm) => {
    clearRefusals();
    setForm(next);
  };
  const patchPlacement = (bannerTypeId: string, patch: Partial<BannerPlacementForm>) =>
    replace((current) => ({
      ...current,
      placements: current.placements.map((placement) =>
        placement.bannerTypeId === bannerTypeId ? { ...placement, ...patch } : placement,
      ),
    }));
  const close = () => {
    setForm(quickForm(brandId));
    clearRefusals();
    setTouched(new Set());
    setAttempted(false);
    onClose();
  };

  const start = async () => {
    clearRefusals();
    setAttempted(true);
    if (!canStart) return;
    const response = await create(quickCampaignVariables(form, bannerTypes));
    const payload = readFragment(sponsorCampaignOutcomeFragment, response.data?.createQuickSponsorCampaign);
    if (payload?.ok) {
      close();
      setTimeout(() => pageReload.run(), QUICK_RELOAD_DELAY_MS);
      return;
    }
    const { atLanding, rest: others } = splitLandingRefusals(payload?.errors ?? []);
    setLandingRefusals(atLanding);
    // A refused seller (e.g. not one of the company's, 0267) shows at the seller select.
    const atSellers = others.find((error) => error.field === SELLER_FIELD)?.messages[0] ?? null;
    setSellerRefusal(atSellers);
    const rest = others.filter((error) => error.field !== SELLER_FIELD);
    const line = errorLines({ errors: rest, error: response.error })[0];
    const shownAtField = Object.keys(atLanding).length > 0 || atSellers !== null;
    setFailure(line ?? (shownAtField ? null : 'sponsorContent:quick.failed'));
  };

  /** A placement's landing error: the server's refusal, else the domain rule once Start was tried. */
  const landingError = (index: number): string | null => {
    const refusal = landingRefusals[index];
    return refusal ? text(refusal) : fieldError(`placements.${index}.landingUrl`);
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
            data={catalogs.map((entry) => ({ value: entry.id, label: nameOf(entry) }))}
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
        <QuickBudgetFields form={form} update={update} fieldError={fieldError} touch={touch} />
        <QuickScheduleFields form={form} update={update} fieldError={fieldError} touch={touch} zone={zone} />
        <MultiSelect
          label={t('quick.bannerType')}
          placeholder={form.placements.length === 0 ? t('quick.bannerTypePlaceholder') : undefined}
          disabled={!isBanner}
          data={bannerTypes.map((type) => ({
            value: type.id,
            label: `${type.name} (${type.width}×${type.height})`,
          }))}
          value={isBanner ? form.placements.map((placement) => placement.bannerTypeId) : []}
          onChange={(ids) =>
            replace((current) => ({
              ...current,
              placements: quickPlacementsWithTypes(current.placements, ids),
            }))
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
          error={sellerRefusal ? text(sellerRefusal) : null}
        />
        <KeywordsInput
          label={t('quick.keywords')}
          value={form.keywords}
          onChange={(keywords) => update({ keywords })}
          catalogId={form.catalogId}
          disabled={!isBanner || !quickKeywordsEnabled(chosenTypes)}
        />
        {isBanner
          ? form.placements.map((placement, index) => {
              const bannerType = bannerTypes.find((type) => type.id === placement.bannerTypeId);
              if (!bannerType) return null;
              return (
                <Fieldset
                  key={bannerType.id}
                  legend={`${bannerType.name} (${bannerType.width}×${bannerType.height})`}
                  variant="filled"
                >
                  <Stack gap="xs">
                    <BannerImageUpload
                      bannerTypeId={bannerType.id}
                      width={bannerType.width}
                      height={bannerType.height}
                      limitMb={settings.imageSizeLimitMb}
                      url={placement.url}
                      companyId={companyId}
                      onUploaded={(url) => patchPlacement(bannerType.id, { url })}
                    />
                    {catalog ? (
                      <LandingUrlInput
                        label={t('quick.landingPath')}
                        value={placement.landingUrl}
                        onChange={(landingUrl) => patchPlacement(bannerType.id, { landingUrl })}
                        catalog={catalog}
                        error={landingError(index)}
                      />
                    ) : null}
                  </Stack>
                </Fieldset>
              );
            })
          : null}
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
            <Button onClick={start} disabled={!canStart} loading={isCreating || datesWait}>
              {t('quick.start')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
