import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { BannerPlacementForm } from '@portal/domain/sponsor-campaign-form';
import { MAX_URL_LENGTH } from '@portal/domain/sponsor-landing-url';
import { IconLink, IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLines } from '../../../lib/form-errors';
import { useGenerateDeeplink } from '../api/generate-deeplink';
import type { BannerTypeOption } from '../api/get-all-banners';
import { useMessageText } from '../lib/messages';
import type { ContentCatalog } from '../types';
import { BannerImageUpload } from './banner-image-upload';
import { BuildUrlDialog } from './build-url-dialog';
import { LandingUrlInput } from './landing-url-input';

export type PlacementEditorProps = {
  placement: BannerPlacementForm;
  bannerType: BannerTypeOption;
  catalog: ContentCatalog;
  brandId: string | null;
  limitMb: number;
  onChange: (patch: Partial<BannerPlacementForm>) => void;
  fieldError: (field: string) => string | null;
  readOnly?: boolean;
};

/** One placement's banner: image, landing URL (typed or built from SKUs) and deeplink. */
export function PlacementEditor(props: PlacementEditorProps) {
  const { placement, bannerType, catalog, brandId, limitMb, onChange, fieldError, readOnly } = props;
  const { t } = useTranslation('sponsorContent');
  const text = useMessageText();
  const [isBuildOpen, setBuildOpen] = useState(false);
  const [deeplinkMessage, setDeeplinkMessage] = useState<string | null>(null);
  const [{ fetching: isGenerating }, generateDeeplink] = useGenerateDeeplink();

  const makeDeeplink = async () => {
    setDeeplinkMessage(null);
    const response = await generateDeeplink({
      landingUrl: placement.landingUrl,
      catalogId: catalog.id,
      skus: placement.skus,
    });
    const payload = response.data?.generateDeeplink;
    if (payload?.ok && payload.deeplink) onChange({ deeplink: payload.deeplink });
    else
      setDeeplinkMessage(
        errorLines({ errors: payload?.errors, error: response.error })[0] ?? 'sponsorContent:error.general',
      );
  };

  return (
    <Stack gap="sm">
      <BannerImageUpload
        bannerTypeId={bannerType.id}
        width={bannerType.width}
        height={bannerType.height}
        limitMb={limitMb}
        url={placement.url}
        onUploaded={(url) => onChange({ url })}
        readOnly={readOnly}
        error={fieldError('url')}
      />
      <LandingUrlInput
        value={placement.landingUrl}
        onChange={(landingUrl) => onChange({ landingUrl })}
        catalog={catalog}
        readOnly={readOnly}
        error={fieldError('landingUrl')}
      />
      {readOnly ? null : (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconLink size={14} />}
            onClick={() => setBuildOpen(true)}
          >
            {t('banner.buildUrl')}
          </Button>
          {placement.skus.length > 0 ? t('banner.skusInUrl', { count: placement.skus.length }) : null}
        </Group>
      )}
      <TextInput
        label={t('banner.deeplink')}
        value={placement.deeplink}
        maxLength={MAX_URL_LENGTH}
        readOnly={readOnly}
        error={deeplinkMessage ? text(deeplinkMessage) : fieldError('deeplink')}
        onChange={(event) => onChange({ deeplink: event.currentTarget.value })}
        rightSectionWidth={110}
        rightSection={
          readOnly ? null : (
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconWand size={12} />}
              disabled={placement.landingUrl.trim() === ''}
              loading={isGenerating}
              onClick={makeDeeplink}
            >
              {t('banner.generateDeeplink')}
            </Button>
          )
        }
      />
      {isBuildOpen ? (
        <BuildUrlDialog
          opened
          onClose={() => setBuildOpen(false)}
          catalogId={catalog.id}
          brandId={brandId}
          initialSkus={placement.skus}
          onBuilt={(landingUrl, skus) => onChange({ landingUrl, skus })}
        />
      ) : null}
    </Stack>
  );
}
