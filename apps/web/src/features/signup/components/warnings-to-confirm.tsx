import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The sign-up check's warnings (a taken company name or registration number) the user confirms, or none. */
export function WarningsToConfirm({ warnings }: { warnings: readonly string[] | null }) {
  const { t } = useTranslation('signup');
  if (!warnings) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={t('warningTitle')}>
      {warnings.map((warning) => (
        <Text size="sm" key={warning}>
          {warning}
        </Text>
      ))}
    </Alert>
  );
}
