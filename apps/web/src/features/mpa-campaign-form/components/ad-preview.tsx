import { Avatar, Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { IconMessageCircle, IconShare3, IconThumbUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MetaProductRow } from '../api/meta-product-fields';
import { ProductCarousel } from './product-carousel';

export type AdSponsor = { name: string; logoUrl: string | null };

export type AdPreviewProps = {
  sponsor: AdSponsor;
  creativeText: string;
  products: readonly MetaProductRow[];
  currency: string | null;
};

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** enable_meta_ads_preview: the ad as a social post (logo, text, product carousel, inert Like/Comment/Share). */
export function AdPreview({ sponsor, creativeText, products, currency }: AdPreviewProps) {
  const { t } = useTranslation('mpaForm');
  return (
    <Card withBorder padding="sm" w={340} aria-label={t('adPreview.label')} component="section">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Avatar src={sponsor.logoUrl || null} alt={sponsor.name} radius="xl">
            {initialsOf(sponsor.name)}
          </Avatar>
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {sponsor.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('adPreview.sponsored')}
            </Text>
          </Stack>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="ad-preview-text">
          {creativeText}
        </Text>
        <ProductCarousel products={products} currency={currency} />
        <Divider />
        {/* A picture of a post: its buttons do nothing. */}
        <Group grow gap={4}>
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconThumbUp size={14} />}
            tabIndex={-1}
          >
            {t('adPreview.like')}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconMessageCircle size={14} />}
            tabIndex={-1}
          >
            {t('adPreview.comment')}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconShare3 size={14} />}
            tabIndex={-1}
          >
            {t('adPreview.share')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
