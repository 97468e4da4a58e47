import { Button, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function EmptyCart() {
  const { t } = useTranslation('bookingCart');
  return (
    <Card withBorder padding="xl">
      <Stack align="center" gap="xs">
        <Text fw={600}>{t('empty.title')}</Text>
        <Text c="dimmed">{t('empty.message')}</Text>
        <Button component={Link} to={paths.bookingPackages}>
          {t('empty.browse')}
        </Button>
      </Stack>
    </Card>
  );
}
