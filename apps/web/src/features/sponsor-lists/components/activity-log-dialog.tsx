import { Badge, Center, Loader, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../utils/format';

export type HistoryChange = {
  actionType: string;
  objectType: string;
  field: string | null;
  old: string | null;
  new: string | null;
};
export type HistoryEntry = {
  updatedBy: string | null;
  updatedDate: string;
  changes: readonly HistoryChange[];
};

export type ActivityLogDialogProps = {
  opened: boolean;
  title: string;
  entries: readonly HistoryEntry[] | null;
  isLoading: boolean;
  onClose: () => void;
};

const actionColors: Record<string, string> = { '+': 'green', '~': 'blue', '-': 'red' };
const actionKeys: Record<string, string> = { '+': 'create', '~': 'update', '-': 'delete' };
const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Date fields are shown as dates (spec 2 §3 "History entry"); everything else as recorded. */
function displayValue(value: string | null, locale: string): string {
  if (value === null || value === '') return '-';
  return isoDate.test(value) ? formatDay(value, locale) : value;
}

/** Spec 2 §2: the changes of a campaign, ad set or ad, newest first; 'no activity data' when empty. */
export function ActivityLogDialog({ opened, title, entries, isLoading, onClose }: ActivityLogDialogProps) {
  const { t, i18n } = useTranslation('sponsor');
  const locale = i18n.language;
  const rows = (entries ?? []).flatMap((entry, entryIndex) =>
    entry.changes.map((change, changeIndex) => ({ entry, change, key: `${entryIndex}-${changeIndex}` })),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" centered>
      {isLoading ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('activityLog.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" data-testid="activity-log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('activityLog.date')}</Table.Th>
                <Table.Th>{t('activityLog.user')}</Table.Th>
                <Table.Th>{t('activityLog.action')}</Table.Th>
                <Table.Th>{t('activityLog.object')}</Table.Th>
                <Table.Th>{t('activityLog.field')}</Table.Th>
                <Table.Th>{t('activityLog.old')}</Table.Th>
                <Table.Th>{t('activityLog.new')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ entry, change, key }) => (
                <Table.Tr key={key}>
                  <Table.Td>{formatDateTime(entry.updatedDate, locale)}</Table.Td>
                  <Table.Td>{entry.updatedBy ?? '-'}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      miw="max-content"
                      color={actionColors[change.actionType] ?? 'gray'}
                    >
                      {t(`activityLog.actions.${actionKeys[change.actionType] ?? 'update'}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {t(`activityLog.objects.${change.objectType}`, { defaultValue: change.objectType })}
                  </Table.Td>
                  <Table.Td>{change.field ?? '-'}</Table.Td>
                  <Table.Td>{displayValue(change.old, locale)}</Table.Td>
                  <Table.Td>{displayValue(change.new, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
