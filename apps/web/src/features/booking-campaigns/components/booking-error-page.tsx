import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { withKeptParams } from '../../../lib/query-params';

/** /booking/error: a failed checkout's redirect or an unknown campaign (decision 0240), with the way back. */
export function BookingErrorPage() {
  const { t } = useTranslation('bookingCampaigns');
  const { search } = useLocation();
  return (
    <Center mih={320}>
      <Stack align="center" gap="sm" role="alert">
        <ThemeIcon size={56} radius="xl" variant="light" color="red">
          <IconAlertTriangle size={28} />
        </ThemeIcon>
        <Title order={2}>{t('error.title')}</Title>
        <Text c="dimmed" ta="center" maw={420}>
          {t('error.message')}
        </Text>
        <Button component={Link} to={withKeptParams(paths.booking, search)} variant="light">
          {t('error.back')}
        </Button>
      </Stack>
    </Center>
  );
}
