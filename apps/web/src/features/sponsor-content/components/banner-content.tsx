import { Alert, MultiSelect, Stack, Tabs, Text } from '@mantine/core';
import type { BannerPlacementForm } from '@portal/domain/sponsor-campaign-form';
import { ruleMessage } from '@portal/domain/sponsor-messages';
import { SEARCH_PLACEMENTS, SEGMENT_PLACEMENTS } from '@portal/domain/sponsor-validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { readFragment } from '../../../gql/graphql';
import { bannerTypeFieldsFragment } from '../../../lib/banner-type-fragments';
import { useAllBannersQuery } from '../api/get-all-banners';
import { useSegmentsQuery } from '../api/get-segments';
import { useContentSettings } from '../hooks/use-content-settings';
import { useFieldError, useMessageText } from '../lib/messages';
import type { BannerContentProps } from '../types';
import { CategorySelect } from './category-select';
import { PlacementEditor } from './placement-editor';

const isIn = (list: readonly string[], value: string | undefined) =>
  value !== undefined && list.includes(value);

/** Banner content: one tab per selected placement (image, landing URL, deeplink), category and segments. */
export function BannerContent({ form, onChange, brandId, catalog, errors, readOnly }: BannerContentProps) {
  const { t } = useTranslation('sponsorContent');
  const text = useMessageText();
  const fieldError = useFieldError(errors);
  const settings = useContentSettings();
  const [{ data, fetching }] = useAllBannersQuery();
  const [{ data: segmentsData }] = useSegmentsQuery(catalog?.id ?? null, brandId);
  const [tab, setTab] = useState<string | null>(form.placements[0]?.bannerTypeId ?? null);

  if (!catalog) {
    return (
      <Alert color="orange" role="alert">
        {text(ruleMessage('targetCountryIsNotSelected'))}
      </Alert>
    );
  }
  if (!data && fetching) return <CenteredLoader />;
  const bannerTypes = new Map(
    readFragment(bannerTypeFieldsFragment, data?.allBanners ?? []).map((type) => [type.id, type]),
  );
  const placements = form.placements.filter((placement) => bannerTypes.has(placement.bannerTypeId));
  if (placements.length === 0) {
    return (
      <Alert color="orange" role="alert">
        {text(ruleMessage('requirePlacement'))}
      </Alert>
    );
  }
  const kinds = placements.map((placement) => bannerTypes.get(placement.bannerTypeId)?.bannerType);
  const needsCategory = kinds.some((kind) => isIn(SEARCH_PLACEMENTS, kind));
  const segments = segmentsData?.segments ?? [];
  const needsSegment = segments.length > 0 && kinds.some((kind) => isIn(SEGMENT_PLACEMENTS, kind));
  const activeTab = tab && placements.some((p) => p.bannerTypeId === tab) ? tab : placements[0]?.bannerTypeId;

  const patchPlacement = (bannerTypeId: string, patch: Partial<BannerPlacementForm>) =>
    onChange({
      placements: form.placements.map((placement) =>
        placement.bannerTypeId === bannerTypeId ? { ...placement, ...patch } : placement,
      ),
    });

  return (
    <Stack gap="md">
      {errors.placements?.length ? (
        <Alert color="red" role="alert">
          {errors.placements.map((message) => (
            <Text key={message} size="sm">
              {text(message)}
            </Text>
          ))}
        </Alert>
      ) : null}
      {needsCategory ? (
        <CategorySelect
          label={t('banner.category')}
          catalogId={catalog.id}
          brandId={brandId}
          value={form.bannerCategoryIds}
          onChange={(bannerCategoryIds) => onChange({ bannerCategoryIds })}
          readOnly={readOnly}
          error={fieldError('bannerCategoryIds')}
          required
        />
      ) : null}
      {needsSegment ? (
        <MultiSelect
          label={t('banner.segments')}
          data={segments.map((segment) => ({ value: segment.id, label: segment.name }))}
          value={form.segmentIds}
          onChange={(segmentIds) => onChange({ segmentIds })}
          readOnly={readOnly}
          error={fieldError('segmentIds')}
          required
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      <Tabs value={activeTab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {placements.map((placement) => {
            const index = form.placements.indexOf(placement);
            const hasError = Object.keys(errors).some((key) => key.startsWith(`placements.${index}.`));
            return (
              <Tabs.Tab
                key={placement.bannerTypeId}
                value={placement.bannerTypeId}
                c={hasError ? 'red' : undefined}
              >
                {bannerTypes.get(placement.bannerTypeId)?.name}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {placements.map((placement) => {
          const index = form.placements.indexOf(placement);
          const bannerType = bannerTypes.get(placement.bannerTypeId);
          if (!bannerType) return null;
          return (
            <Tabs.Panel key={placement.bannerTypeId} value={placement.bannerTypeId} pt="md">
              <PlacementEditor
                placement={placement}
                bannerType={bannerType}
                catalog={catalog}
                brandId={brandId}
                limitMb={settings.imageSizeLimitMb}
                onChange={(patch) => patchPlacement(placement.bannerTypeId, patch)}
                fieldError={(field) => fieldError(`placements.${index}.${field}`)}
                readOnly={readOnly}
              />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
