import { Badge, Button, Group, Pagination, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { holdUnauthorizedRedirect } from '../../../lib/graphql-client';
import { useImpersonateUser } from '../api/impersonate-user';
import { type StaffUser, useSearchUsers } from '../api/search-users';

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

  const users = data?.searchUsers;
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
          {!users && fetching ? <CenteredLoader /> : null}
          {users && users.objects.length === 0 ? <Text c="dimmed">{t('impersonation.noRecord')}</Text> : null}
          {users && users.objects.length > 0 ? (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('impersonation.name')}</Table.Th>
                    <Table.Th>{t('impersonation.email')}</Table.Th>
                    <Table.Th>{t('impersonation.company')}</Table.Th>
                    <Table.Th>{t('impersonation.action')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {users.objects.map((user) => (
                    <Table.Tr key={user.id}>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Text size="sm">{user.name}</Text>
                          {user.isStaff ? <Badge size="xs">{t('impersonation.staffBadge')}</Badge> : null}
                          {!user.isActive ? (
                            <Badge size="xs" color="gray">
                              {t('impersonation.disabledBadge')}
                            </Badge>
                          ) : null}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{user.email}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{user.companyName ?? '—'}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          leftSection={<IconUserShare size={14} />}
                          disabled={user.isStaff || !user.isActive || (isStarting && startingId !== user.id)}
                          loading={isStarting && startingId === user.id}
                          onClick={() => start(user)}
                          aria-label={t('impersonation.impersonateNamed', { email: user.email })}
                        >
                          {t('impersonation.impersonate')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
          {users && users.numPages > 1 ? (
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('impersonation.total', { count: users.totalCount })}
              </Text>
              <Pagination total={users.numPages} value={page} onChange={setPage} size="sm" />
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
