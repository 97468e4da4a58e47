import { TextInput } from '@mantine/core';
import { buildLandingUrl, landingUrlErrors, MAX_URL_LENGTH } from '@portal/domain/sponsor-landing-url';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidateAdsUrl } from '../api/validate-ads-url';
import { useMessageText } from '../lib/messages';
import type { ContentCatalog } from '../types';

export type LandingUrlInputProps = {
  value: string;
  onChange: (url: string) => void;
  catalog: ContentCatalog;
  error?: string | null;
  readOnly?: boolean;
  label?: string;
  rightSection?: ReactNode;
};

/**
 * The landing URL: on blur a path starting with '/' joins the catalog root and 'www…' gets 'http://'
 * (domain buildLandingUrl); the domain rules run first, then the server's validateAdsUrl.
 */
export function LandingUrlInput({
  value,
  onChange,
  catalog,
  error,
  readOnly,
  label,
  rightSection,
}: LandingUrlInputProps) {
  const { t } = useTranslation('sponsorContent');
  const text = useMessageText();
  const [message, setMessage] = useState<string | null>(null);
  const [, validateAdsUrl] = useValidateAdsUrl();

  const check = async () => {
    if (value.trim() === '') {
      setMessage(null);
      return;
    }
    const url = buildLandingUrl(catalog.baseUrl, value);
    if (url !== value) onChange(url);
    const local = landingUrlErrors(url, catalog.baseUrl);
    if (local[0]) {
      setMessage(local[0]);
      return;
    }
    const response = await validateAdsUrl({ url, catalogId: catalog.id });
    const payload = response.data?.validateAdsUrl;
    setMessage(payload && !payload.ok ? (payload.errors[0]?.messages[0] ?? null) : null);
  };

  return (
    <TextInput
      label={label ?? t('banner.landingUrl')}
      description={t('banner.landingUrlHint', { baseUrl: catalog.baseUrl })}
      placeholder={`${catalog.baseUrl.replace(/\/+$/, '')}/…`}
      value={value}
      maxLength={MAX_URL_LENGTH + 50}
      readOnly={readOnly}
      error={message ? text(message) : error}
      onChange={(event) => {
        setMessage(null);
        onChange(event.currentTarget.value);
      }}
      onBlur={readOnly ? undefined : check}
      rightSection={rightSection}
      rightSectionWidth={rightSection ? 96 : undefined}
    />
  );
}
