import { Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { holdUnauthorizedRedirect } from '../../../lib/graphql-client';
import { useImpersonateUser } from '../api/impersonate-user';
import { type StaffUser, useSearchUsers } from '../api/search-users';
import { ImpersonationTable } from './impersonation-table';

export const SEARCH_DEBOUNCE_MS = 300;

export type ImpersonationPageProps = {
  /** The session is now the user's: the caller reloads into the portal. */
  onImpersonating: () => void;
};

/** Staff: find a user by e-mail or name (pages of 20) and act as them. */
export function ImpersonationPage({ onImpersonating }: ImpersonationPageProps) {
  const { t } = useTranslation('staff');
  const [searchTerm, setSearchTerm] = useState('');
  const [debouncedTerm] = useDebouncedValue(searchTerm.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [{ data, error, fetching }] = useSearchUsers(debouncedTerm, page);
  const [{ fetching: isStarting }, impersonate] = useImpersonateUser();
  const [startingId, setStartingId] = useState<string | null>(null);
  const [lines, setLines] = useState<string[]>([]);

  const start = async (user: StaffUser) => {
    setLines([]);
    setStartingId(user.id);
    const release = holdUnauthorizedRedirect();
    const result = await impersonate({ userId: user.id });
    if (result.data?.impersonateUser.ok) return onImpersonating();
    release();
    setStartingId(null);
    setLines(errorLines({ errors: result.data?.impersonateUser.errors, error: result.error }));
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('impersonation.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('impersonation.subtitle')}
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <TextInput
            label={t('impersonation.search')}
            placeholder={t('impersonation.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={searchTerm}
            maxLength={200}
            onChange={(event) => {
              setSearchTerm(event.currentTarget.value);
              setPage(1);
            }}
          />
          <ErrorBanner lines={[...lines, ...errorLines({ error })]} />
          <ImpersonationTable
            users={data?.searchUsers}
            isLoading={!data && fetching}
            page={page}
            onPageChange={setPage}
            startingId={isStarting ? startingId : null}
            onStart={start}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
