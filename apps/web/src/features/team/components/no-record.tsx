import { Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What an empty tab says (spec 1 §2). */
export function NoRecord() {
  const { t } = useTranslation('team');
  return (
    <Center py="xl">
      <Text c="dimmed">{t('noRecord')}</Text>
    </Center>
  );
}
