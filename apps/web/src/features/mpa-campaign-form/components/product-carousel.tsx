import { ActionIcon, Box, Group, Image, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import type { MetaProductRow } from '../api/meta-product-fields';

/** Spec 3 §9: a slide moves in 0.5 s, unless the reader asked for reduced motion. */
export const SLIDE_TRANSITION = 'transform 0.5s ease';

export type ProductCarouselProps = { products: readonly MetaProductRow[]; currency: string | null };

/** The ad's products, one card at a time: picture, name, price. */
export function ProductCarousel({ products, currency }: ProductCarouselProps) {
  const { t } = useTranslation('mpaForm');
  const reduceMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  if (products.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="lg">
        {t('adPreview.noProducts')}
      </Text>
    );
  }
  const shown = Math.min(index, products.length - 1);
  return (
    <Box pos="relative" style={{ overflow: 'hidden' }} aria-roledescription="carousel">
      <Box
        data-testid="carousel-track"
        style={{
          display: 'flex',
          transform: `translateX(-${shown * 100}%)`,
          transition: reduceMotion ? 'none' : SLIDE_TRANSITION,
        }}
      >
        {products.map((product, position) => (
          <Box
            key={product.sku}
            style={{ flex: '0 0 100%' }}
            aria-hidden={position !== shown}
            aria-roledescription="slide"
          >
            <Image src={product.imageUrl} alt={product.name} h={180} fit="contain" />
            <Text size="sm" fw={500} lineClamp={1} px="xs">
              {product.name}
            </Text>
            <Text size="sm" c="dimmed" px="xs">
              <Money amount={product.price} currency={product.currency || currency} />
            </Text>
          </Box>
        ))}
      </Box>
      <Group justify="space-between" pos="absolute" top={80} left={4} right={4}>
        <ActionIcon
          variant="white"
          radius="xl"
          aria-label={t('adPreview.previous')}
          disabled={shown === 0}
          onClick={() => setIndex(shown - 1)}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <ActionIcon
          variant="white"
          radius="xl"
          aria-label={t('adPreview.next')}
          disabled={shown === products.length - 1}
          onClick={() => setIndex(shown + 1)}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
    </Box>
  );
}
