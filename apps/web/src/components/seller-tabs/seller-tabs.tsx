import { Anchor, Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { liveSearchParams } from '../../lib/live-search';
import { CenteredLoader } from '../centered-loader';

/** The least a tab needs of a company seller (getCompanySellers answers more; pass it as it is). */
export type SellerTab = { id: string; nameWithCatalog: string };

export const SELLER_PARAM = 'mbgSellerId';

export type SellerTabsProps<S extends SellerTab> = {
  /**
   * The company's sellers, as `getCompanySellers` answers them (the page queries them: components do not
   * query). `undefined` while they load (a loader shows).
   */
  sellers: readonly S[] | undefined;
  /** The selected seller's panel. */
  children: (seller: S) => ReactNode;
};

/** The seller the address selects (`mbgSellerId`), else the first; null without sellers. */
export function selectedSeller<S extends SellerTab>(
  sellers: readonly S[],
  sellerId: string | null,
): S | null {
  return sellers.find((seller) => seller.id === sellerId) ?? sellers[0] ?? null;
}

/** The `mbgSellerId` the pages read: the address's when it names one of `sellers`, else the first's. */
export function useSelectedSeller<S extends SellerTab>(sellers: readonly S[] | undefined): S | null {
  const [params] = useSearchParams();
  return sellers ? selectedSeller(sellers, params.get(SELLER_PARAM)) : null;
}

/** Spec 3 §2.2's 'You have no seller…' with its link to /company. */
export function NoSellers() {
  const { t } = useTranslation('mpa');
  return (
    <Stack align="center" gap="xs" py="xl">
      <Text>{t('sellerTabs.noSellers')}</Text>
      <Anchor component={Link} to={paths.company}>
        {t('sellerTabs.goToCompany')}
      </Anchor>
    </Stack>
  );
}

/**
 * One tab per company seller, labelled with its name with catalog (spec 3 §2.2, the campaign dashboard and
 * the credits page), selected by the address's `mbgSellerId` (default: the first seller). Choosing a tab
 * writes `mbgSellerId` and keeps the rest of the query. Without sellers: the 'no seller' message.
 *
 * Usage: `const [{ data }] = useQuery({ query: getCompanySellers }); <SellerTabs sellers={data?.getCompanySellers}>
 * {(seller) => <Panel seller={seller} />}</SellerTabs>`.
 */
export function SellerTabs<S extends SellerTab>({ sellers, children }: SellerTabsProps<S>) {
  const { t } = useTranslation('mpa');
  const [params, setParams] = useSearchParams();
  if (!sellers) return <CenteredLoader />;
  const seller = selectedSeller(sellers, params.get(SELLER_PARAM));
  if (!seller) return <NoSellers />;
  const choose = (id: string | null) => {
    if (!id || id === seller.id) return;
    const next = liveSearchParams(params);
    next.set(SELLER_PARAM, id);
    setParams(next);
  };
  return (
    <Tabs value={seller.id} onChange={choose} keepMounted={false}>
      <Tabs.List aria-label={t('sellerTabs.label')} mb="md">
        {sellers.map((item) => (
          <Tabs.Tab key={item.id} value={item.id}>
            {item.nameWithCatalog}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={seller.id}>{children(seller)}</Tabs.Panel>
    </Tabs>
  );
}
