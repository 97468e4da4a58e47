import { Alert, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { DataTable } from '../../../components/data-table/data-table';
import { ErrorBanner } from '../../../components/error-banner';
import { PermissionDenied } from '../../../components/permission-denied';
import { errorLines } from '../../../lib/form-errors';
import { type LinkedAccountRow, useCompanyLinkedAccounts } from '../api/get-company-linked-accounts';
import { socialErrorKey } from '../utils/auth-flow-href';
import { useLinkedAccountColumns } from './linked-accounts-columns';
import { UnlinkDialog } from './unlink-dialog';

/**
 * /linked (and the profile's linked-accounts tab): each seller center with the company's link, Google with
 * the user's own; link goes through the provider and comes back here, unlink asks first.
 */
export function LinkedAccountsTable() {
  const { t } = useTranslation('social');
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [{ data, error, fetching }, refetch] = useCompanyLinkedAccounts();
  const [unlinking, setUnlinking] = useState<LinkedAccountRow | null>(null);
  const columns = useLinkedAccountColumns(location.pathname, setUnlinking);
  const linkedProvider = searchParams.get('linked');
  const errorKey = socialErrorKey(searchParams.get('socialError'));

  if (error?.graphQLErrors.some((graphQLError) => graphQLError.extensions?.code === 'FORBIDDEN'))
    return <PermissionDenied />;
  if (!data) return fetching ? <CenteredLoader /> : <ErrorBanner lines={errorLines({ error })} />;

  const rows = data.companyLinkedAccounts;
  const linkedName = rows.find((row) => row.provider === linkedProvider)?.name;

  return (
    <Stack gap="md">
      {linkedName ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
          {t('linked.linkedNotice', { name: linkedName })}
        </Alert>
      ) : null}
      <ErrorBanner lines={errorKey ? [errorKey] : []} />
      <DataTable
        data={rows}
        columns={columns}
        getRowId={(row) => row.id}
        label={t('linked.title')}
        rowAttributes={(row) => ({ 'data-testid': `linked-row-${row.provider}` })}
        minWidth={640}
      />
      <UnlinkDialog
        row={unlinking}
        onClose={() => setUnlinking(null)}
        onUnlinked={() => refetch({ requestPolicy: 'network-only' })}
      />
    </Stack>
  );
}
