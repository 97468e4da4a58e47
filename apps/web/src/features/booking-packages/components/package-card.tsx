import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import type { CatalogPackage, WalletCurrency } from '../types';

export type PackageCardProps = {
  pkg: CatalogPackage;
  currency: WalletCurrency;
  isSelected: boolean;
  onSelect: (pkg: CatalogPackage) => void;
  onUnselect: (pkg: CatalogPackage) => void;
};

/** A package of the catalog view (decision 0240): what it is, where, when, and from how much. */
export function PackageCard({ pkg, currency, isSelected, onSelect, onUnselect }: PackageCardProps) {
  const { t } = useTranslation('bookingPackages');
  return (
    <Card withBorder padding="lg" radius="md" data-testid={`package-${pkg.id}`}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={3} size="h4">
              {pkg.name}
            </Title>
            <Text size="sm" c="dimmed">
              {pkg.code}
            </Text>
          </div>
          <Text fw={600} ta="right">
            {t('from')} <Money amount={pkg.fromPrice} currency={currency} />
          </Text>
        </Group>
        <Group gap={4}>
          {pkg.tags.map((tag) => (
            <Badge key={tag.id} color={tag.color} variant="filled">
              {tag.name}
            </Badge>
          ))}
          {pkg.paidCreditOnly ? <Badge color="orange">{t('paidCreditOnly')}</Badge> : null}
          {pkg.customBudget ? <Badge color="grape">{t('customBudget')}</Badge> : null}
        </Group>
        <Text size="sm">
          {t('types')}: {pkg.types.map((type) => type.name).join(', ') || '—'}
        </Text>
        <Text size="sm">
          {t('ventures')}: {pkg.ventures.map((venture) => venture.code).join(', ')}
        </Text>
        <Text size="sm">{t('dates', { start: pkg.startDate, end: pkg.endDate })}</Text>
        <Text size="sm">{t('maxBookingDays', { days: pkg.maxBookingDays })}</Text>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {pkg.description}
        </Text>
        {isSelected ? (
          <Button variant="outline" color="red" onClick={() => onUnselect(pkg)}>
            {t('unselect')}
          </Button>
        ) : (
          <Button onClick={() => onSelect(pkg)}>{t('select')}</Button>
        )}
      </Stack>
    </Card>
  );
}
