import { Alert, Stack, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isStaffWithoutCompany, useSession } from '../session';

export type AreaPageProps = { titleKey: string };

/** An area's title alone: what a page shows staff who have not picked a company yet. */
export function AreaPage({ titleKey }: AreaPageProps) {
  const { t } = useTranslation('shell');
  const me = useSession();
  return (
    <Stack gap="lg">
      <Title order={1}>{t(titleKey)}</Title>
      {isStaffWithoutCompany(me) ? (
        <Alert color="blue" variant="light" icon={<IconBuildingStore size={18} />}>
          {t('staffHint')}
        </Alert>
      ) : null}
    </Stack>
  );
}
