import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SponsoredProducts } from '../hooks/use-sponsored-products';
import { CatalogSourcePanel } from './catalog-source-panel';
import { CsvSelectionPanel } from './csv-selection-panel';
import { SearchPanel } from './search-panel';
import { SponsoredProductsList } from './sponsored-products-list';

export type ProductPickerProps = { sellerId: string; currency: string | null; sponsored: SponsoredProducts };

/** advanced_meta_product_filters, on create: All Products, CSV Selection and Search, then the sponsored list. */
export function ProductPicker({ sellerId, currency, sponsored }: ProductPickerProps) {
  const { t } = useTranslation('mpaForm');
  const shared = { sellerId, currency, sponsored };
  return (
    <Stack gap="md">
      <Tabs defaultValue="all" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="all">{t('tabs.all')}</Tabs.Tab>
          <Tabs.Tab value="csv">{t('tabs.csv')}</Tabs.Tab>
          <Tabs.Tab value="search">{t('tabs.search')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="all">
          <CatalogSourcePanel label={t('tabs.all')} {...shared} />
        </Tabs.Panel>
        <Tabs.Panel value="csv">
          <CsvSelectionPanel {...shared} />
        </Tabs.Panel>
        <Tabs.Panel value="search">
          <SearchPanel {...shared} />
        </Tabs.Panel>
      </Tabs>
      <SponsoredProductsList sponsored={sponsored} currency={currency} />
    </Stack>
  );
}
