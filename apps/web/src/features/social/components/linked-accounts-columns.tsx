import { Button, Group, Text } from '@mantine/core';
import { IconLink, IconUnlink } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import { StatusBadge } from '../../../components/status-badge';
import { catalogName } from '../../../lib/country-name';
import type { LinkedAccountRow } from '../api/get-company-linked-accounts';
import { authFlowHref } from '../utils/auth-flow-href';

const column = createColumnHelper<LinkedAccountRow>();
const isLinked = (row: LinkedAccountRow) => row.status === 'LINKED';

/**
 * The linked-accounts table's columns: the seller center's country, the provider, the link's status, the
 * linked e-mail, the seller balance (only of a linked account, in its own currency) and link/unlink.
 * `returnTo` is where the provider's flow comes back to (this page).
 */
export function useLinkedAccountColumns(returnTo: string, onUnlink: (row: LinkedAccountRow) => void) {
  const { t, i18n } = useTranslation('social');
  const language = i18n.language;
  return useMemo(
    () => [
      column.accessor((row) => (row.catalog ? catalogName(row.catalog, language) : undefined), {
        id: 'country',
        header: t('linked.country'),
        cell: (c) => c.getValue() ?? t('linked.allCountries'),
      }),
      column.accessor('name', {
        id: 'provider',
        header: t('linked.provider'),
        cell: ({ row: { original: row } }) => (
          <Group gap="xs" wrap="nowrap">
            {row.iconUrl ? <img src={row.iconUrl} alt="" width={18} height={18} /> : null}
            <Text size="sm">{row.name}</Text>
          </Group>
        ),
      }),
      column.accessor('status', {
        header: t('linked.status'),
        cell: (c) => <StatusBadge kind="linkedAccount" status={c.getValue()} />,
      }),
      column.accessor((row) => row.companyLinkedAccount?.email, {
        id: 'account',
        header: t('linked.account'),
        cell: (c) => c.getValue() ?? '—',
      }),
      column.accessor('balance', {
        header: t('linked.balance'),
        // An unlinked account's last balance is stale, and a balance without its currency means nothing.
        cell: ({ row: { original: row } }) =>
          isLinked(row) && row.balanceCurrency ? (
            <Money amount={row.balance} currency={row.balanceCurrency} empty="—" />
          ) : (
            '—'
          ),
      }),
      column.display({
        id: 'action',
        header: t('linked.action'),
        cell: ({ row: { original: row } }) =>
          isLinked(row) ? (
            <Button
              size="xs"
              variant="outline"
              color="red"
              leftSection={<IconUnlink size={14} />}
              onClick={() => onUnlink(row)}
              aria-label={t('linked.unlinkNamed', { name: row.name })}
            >
              {t('linked.unlink')}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              component="a"
              href={authFlowHref(row.authUrl, 'link', returnTo)}
              leftSection={<IconLink size={14} />}
              aria-label={t('linked.linkNamed', { name: row.name })}
            >
              {t('linked.link')}
            </Button>
          ),
      }),
    ],
    [t, language, returnTo, onUnlink],
  );
}
