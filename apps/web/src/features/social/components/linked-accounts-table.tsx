import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatMoney, parseDecimalToMicros } from '@portal/domain';
import { IconCircleCheck, IconLink, IconUnlink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { ErrorBanner } from '../../../components/error-banner';
import { PermissionDenied } from '../../../components/permission-denied';
import { errorLines } from '../../../lib/form-errors';
import { type LinkedAccountRow, useCompanyLinkedAccounts } from '../api/get-company-linked-accounts';
import { useUnlink } from '../api/unlink-account';
import { authFlowHref, socialErrorKey } from '../utils/auth-flow-href';

function formatBalance(balance: string | null, currency: string | null, locale: string): string | null {
  const micros = balance === null ? null : parseDecimalToMicros(balance);
  if (micros === null || !currency) return null;
  const digits =
    new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
    2;
  return formatMoney(micros, currency, digits, locale);
}

function UnlinkDialog({
  row,
  onClose,
  onUnlinked,
}: {
  row: LinkedAccountRow | null;
  onClose: () => void;
  onUnlinked: () => void;
}) {
  const { t } = useTranslation('social');
  const [{ fetching }, unlink] = useUnlink();
  const [lines, setLines] = useState<string[]>([]);
  const close = () => {
    setLines([]);
    onClose();
  };
  const confirm = async () => {
    if (!row) return;
    const result = await unlink({ provider: row.provider });
    if (result.data?.unlink.ok) {
      close();
      onUnlinked();
    } else setLines(errorLines({ errors: result.data?.unlink.errors, error: result.error }));
  };
  return (
    <Modal opened={row !== null} onClose={close} title={t('linked.unlinkTitle')} centered>
      <Stack>
        <Text size="sm">
          {t('linked.unlinkConfirm', {
            name: row?.name ?? '',
            email: row?.companyLinkedAccount?.email ?? '',
          })}
        </Text>
        <ErrorBanner lines={lines} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('linked.cancel')}
          </Button>
          <Button color="red" loading={fetching} onClick={confirm}>
            {t('linked.unlink')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * /linked (and the profile's linked-accounts tab): each seller center with the company's link, Google with
 * the user's own; link goes through the provider and comes back here, unlink asks first.
 */
export function LinkedAccountsTable() {
  const { t, i18n } = useTranslation('social');
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [{ data, error, fetching }, refetch] = useCompanyLinkedAccounts();
  const [unlinking, setUnlinking] = useState<LinkedAccountRow | null>(null);
  const linkedProvider = searchParams.get('linked');
  const errorKey = socialErrorKey(searchParams.get('socialError'));

  if (error?.graphQLErrors.some((graphQLError) => graphQLError.extensions?.code === 'FORBIDDEN'))
    return <PermissionDenied />;
  if (!data) return fetching ? <CenteredLoader /> : <ErrorBanner lines={errorLines({ error })} />;

  const rows = data.companyLinkedAccounts;
  const linkedName = rows.find((row) => row.provider === linkedProvider)?.name;
  const returnTo = location.pathname;

  return (
    <Stack gap="md">
      {linkedName ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
          {t('linked.linkedNotice', { name: linkedName })}
        </Alert>
      ) : null}
      <ErrorBanner lines={errorKey ? [errorKey] : []} />
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('linked.country')}</Table.Th>
              <Table.Th>{t('linked.provider')}</Table.Th>
              <Table.Th>{t('linked.status')}</Table.Th>
              <Table.Th>{t('linked.account')}</Table.Th>
              <Table.Th>{t('linked.balance')}</Table.Th>
              <Table.Th>{t('linked.action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const isLinked = row.status === 'LINKED';
              const balance = isLinked
                ? formatBalance(row.balance, row.balanceCurrency, i18n.language)
                : null;
              return (
                <Table.Tr key={row.id} data-testid={`linked-row-${row.provider}`}>
                  <Table.Td>{row.catalog?.name ?? t('linked.allCountries')}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {row.iconUrl ? <img src={row.iconUrl} alt="" width={18} height={18} /> : null}
                      <Text size="sm">{row.name}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={isLinked ? 'green' : 'gray'} variant="light">
                      {isLinked ? t('linked.statusLinked') : t('linked.statusUnlinked')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.companyLinkedAccount?.email ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{balance ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    {isLinked ? (
                      <Button
                        size="xs"
                        variant="outline"
                        color="red"
                        leftSection={<IconUnlink size={14} />}
                        onClick={() => setUnlinking(row)}
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
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <UnlinkDialog
        row={unlinking}
        onClose={() => setUnlinking(null)}
        onUnlinked={() => refetch({ requestPolicy: 'network-only' })}
      />
    </Stack>
  );
}
