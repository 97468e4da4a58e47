import { Avatar, Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { IconMessageCircle, IconShare3, IconThumbUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MetaProductRow } from '../api/meta-product-fields';
import { ProductCarousel } from './product-carousel';

/** The post's Like, Comment and Share (pictured only). */
const postButtons = [
  { label: 'adPreview.like', Icon: IconThumbUp },
  { label: 'adPreview.comment', Icon: IconMessageCircle },
  { label: 'adPreview.share', Icon: IconShare3 },
] as const;

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
        {/* A picture of a post: its buttons do nothing. Each as wide as its label ("Comment" was clipped in a
            third of the card), spread over the row. */}
        <Group justify="space-between" gap={0} wrap="nowrap">
          {postButtons.map(({ label, Icon }) => (
            <Button
              key={label}
              variant="subtle"
              color="gray"
              size="xs"
              px={6}
              leftSection={<Icon size={14} />}
              tabIndex={-1}
            >
              {t(label)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
