import { ActionIcon, Card, Image, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompanyBrand } from '../api/get-company-brands';

export type BrandCardProps = { brand: CompanyBrand; onRemove: (brand: CompanyBrand) => void };

export function BrandCard({ brand, onRemove }: BrandCardProps) {
  const { t } = useTranslation('brands');
  return (
    <Card withBorder radius="md" padding="md" data-testid="brand-card" pos="relative">
      <Tooltip label={t('remove')}>
        <ActionIcon
          variant="subtle"
          color="red"
          pos="absolute"
          top={8}
          right={8}
          aria-label={t('removeNamed', { name: brand.name })}
          onClick={() => onRemove(brand)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
      <Card.Section inheritPadding pt="md">
        <Image src={brand.logo} alt={t('logoOf', { name: brand.name })} h={96} fit="contain" />
      </Card.Section>
      <Text fw={600} ta="center" mt="sm" truncate>
        {brand.name}
      </Text>
    </Card>
  );
}
