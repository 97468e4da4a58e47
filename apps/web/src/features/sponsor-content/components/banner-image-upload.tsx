import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bannerImageIssues, readImageSize } from '../lib/banner-image';
import { encodeMessage, useMessageText } from '../lib/messages';
import { uploadBannerImage } from '../lib/upload-banner-image';

export type BannerImageUploadProps = {
  bannerTypeId: string;
  width: number;
  height: number;
  limitMb: number;
  url: string;
  onUploaded: (url: string) => void;
  companyId?: string | null;
  readOnly?: boolean;
  error?: string | null;
};

/** Picks a PNG/GIF/JPEG of the banner's exact size, within the size limit, and uploads it. */
export function BannerImageUpload(props: BannerImageUploadProps) {
  const { bannerTypeId, width, height, limitMb, url, onUploaded, companyId, readOnly, error } = props;
  const { t } = useTranslation('sponsorContent');
  const text = useMessageText();
  const [messages, setMessages] = useState<string[]>([]);
  const [isUploading, setUploading] = useState(false);

  const choose = async (file: File | null) => {
    if (!file) return;
    setMessages([]);
    const size = await readImageSize(file).catch(() => null);
    const issues = bannerImageIssues(
      { contentType: file.type, bytes: file.size, width: size?.width ?? 0, height: size?.height ?? 0 },
      { width, height, limitMb },
    );
    if (!size && issues.length === 0) issues.push({ key: 'sponsorContent:image.unreadable' });
    if (issues.length > 0) {
      setMessages(issues.map((issue) => encodeMessage(issue.key, issue.values)));
      return;
    }
    setUploading(true);
    const result = await uploadBannerImage(file, { bannerTypeId, companyId }).finally(() =>
      setUploading(false),
    );
    if (result.ok) onUploaded(result.image.url);
    else setMessages(result.messages.slice(0, 1));
  };

  const shown = messages.length > 0 ? messages.map(text) : error ? [error] : [];
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('banner.image', { width, height })}
      </Text>
      {url ? (
        <Image src={url} alt={t('banner.imageAlt')} maw={Math.min(width, 480)} fit="contain" radius="sm" />
      ) : null}
      {readOnly ? null : (
        <Group gap="xs">
          <FileButton onChange={choose} accept="image/png,image/gif,image/jpeg">
            {(fileProps) => (
              <Button
                {...fileProps}
                size="xs"
                variant="light"
                loading={isUploading}
                leftSection={<IconPhotoUp size={14} />}
              >
                {url ? t('banner.replaceImage') : t('banner.uploadImage')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('banner.imageHint', { width, height, limit: limitMb })}
          </Text>
        </Group>
      )}
      {shown.map((message) => (
        <Text key={message} size="sm" c="red" role="alert">
          {message}
        </Text>
      ))}
    </Stack>
  );
}
