import { Button, Group, Pagination, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { type CompanyBrand, useCompanyBrands } from '../api/get-company-brands';
import { AddBrandsModal, BRAND_SEARCH_DEBOUNCE_MS } from './add-brands-modal';
import { BrandCard } from './brand-card';
import { RemoveBrandDialog } from './remove-brand-dialog';

export type BrandsPageProps = {
  /** Called after brands were added or removed, so the shell's brand list (from `me`) refreshes. */
  onBrandsChanged: () => void;
};

/** /brands: the company's brands as logo cards, add and remove (spec 1 §2, brands). */
export function BrandsPage({ onBrandsChanged }: BrandsPageProps) {
  const { t } = useTranslation('brands');
  const [searchTerm, setSearchTerm] = useState('');
  const [debouncedTerm] = useDebouncedValue(searchTerm.trim(), BRAND_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [isAdding, { open: openAdd, close: closeAdd }] = useDisclosure(false);
  const [removing, setRemoving] = useState<CompanyBrand | null>(null);
  const [{ data, fetching, error }, refetch] = useCompanyBrands({ searchTerm: debouncedTerm, page });
  const result = data?.accessibleCompanyBrands;

  const changed = (message: string) => {
    notifications.show({ color: 'green', message });
    refetch({ requestPolicy: 'network-only' });
    onBrandsChanged();
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={openAdd}>
          {t('addBrands')}
        </Button>
      </Group>
      <TextInput
        aria-label={t('filterLabel')}
        placeholder={t('filterPlaceholder')}
        leftSection={<IconSearch size={16} />}
        maw={360}
        value={searchTerm}
        onChange={(event) => {
          setSearchTerm(event.currentTarget.value);
          setPage(1);
        }}
      />
      {error && !result ? <ErrorBanner lines={errorLines({ error })} /> : null}
      {!result && fetching ? <CenteredLoader /> : null}
      {result && result.objects.length === 0 ? (
        <Text c="dimmed">{debouncedTerm ? t('noMatch') : t('empty')}</Text>
      ) : null}
      {result && result.objects.length > 0 ? (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="md">
          {result.objects.map((brand) => (
            <BrandCard key={brand.id} brand={brand} onRemove={setRemoving} />
          ))}
        </SimpleGrid>
      ) : null}
      {result && result.numPages > 1 ? (
        <Pagination total={result.numPages} value={page} onChange={setPage} />
      ) : null}
      <AddBrandsModal
        opened={isAdding}
        onClose={closeAdd}
        onAdded={(names) => changed(t('added', { count: names.length, names: names.join(', ') }))}
      />
      <RemoveBrandDialog
        brand={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(name) => changed(t('removed', { name }))}
      />
    </Stack>
  );
}
