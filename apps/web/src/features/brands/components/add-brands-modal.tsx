import {
  Button,
  Checkbox,
  Group,
  Image,
  Modal,
  Pagination,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { ErrorBanner } from '../../../components/error-banner';
import { useAddBrands } from '../api/add-brands';
import { type BrandOption, useSearchBrands } from '../api/search-brands';
import { firstErrorLine } from './first-error';

/** Spec 1 §9: brand search waits 300 ms after the last keystroke. */
export const BRAND_SEARCH_DEBOUNCE_MS = 300;

export type AddBrandsModalProps = {
  opened: boolean;
  onClose: () => void;
  onAdded: (names: string[]) => void;
};

/** Search the marketplace brands (pages of 20), pick several, add them to the company. */
export function AddBrandsModal({ opened, onClose, onAdded }: AddBrandsModalProps) {
  const { t } = useTranslation('brands');
  const [searchTerm, setSearchTerm] = useState('');
  const [debouncedTerm] = useDebouncedValue(searchTerm.trim(), BRAND_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Map<string, BrandOption>>(new Map());
  const [lines, setLines] = useState<string[]>([]);
  const [{ data, fetching, error }] = useSearchBrands({ searchTerm: debouncedTerm, page }, !opened);
  const [addState, addBrands] = useAddBrands();
  const result = data?.searchBrands;

  const close = () => {
    setSearchTerm('');
    setPage(1);
    setSelected(new Map());
    setLines([]);
    onClose();
  };

  const toggle = (brand: BrandOption) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(brand.id)) next.delete(brand.id);
      else next.set(brand.id, brand);
      return next;
    });

  const add = async () => {
    setLines([]);
    const response = await addBrands({ brandIds: [...selected.keys()] });
    const payload = response.data?.addBrands;
    if (!payload?.ok) {
      setLines(firstErrorLine(payload?.errors, response.error));
      return;
    }
    const names = [...selected.values()].map((brand) => brand.name);
    close();
    onAdded(names);
  };

  return (
    <Modal opened={opened} onClose={close} title={t('addTitle')} size="lg">
      <Stack gap="md">
        <ErrorBanner lines={lines} />
        <TextInput
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={searchTerm}
          data-autofocus
          onChange={(event) => {
            setSearchTerm(event.currentTarget.value);
            setPage(1);
          }}
        />
        <ScrollArea.Autosize mah={360}>
          {!result && fetching ? (
            <CenteredLoader />
          ) : result && result.objects.length > 0 ? (
            <Stack gap={6} role="list" aria-label={t('results')}>
              {result.objects.map((brand) => (
                <Group key={brand.id} gap="sm" role="listitem" wrap="nowrap">
                  <Checkbox
                    label={brand.name}
                    checked={selected.has(brand.id)}
                    onChange={() => toggle(brand)}
                  />
                  <Image src={brand.logo} alt="" h={28} w={56} fit="contain" ml="auto" />
                </Group>
              ))}
            </Stack>
          ) : (
            <Text c="dimmed" ta="center" py="lg">
              {error ? t('searchFailed') : t('noResults')}
            </Text>
          )}
        </ScrollArea.Autosize>
        {result && result.numPages > 1 ? (
          <Pagination size="sm" total={result.numPages} value={page} onChange={setPage} />
        ) : null}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('selectedCount', { count: selected.size })}
          </Text>
          <Group>
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button onClick={add} disabled={selected.size === 0} loading={addState.fetching}>
              {t('add')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
