import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type AccountStatusCardProps = {
  sellerName: string;
  /** OWNER and ADMIN link an account (role matrix `onboardSeller`); others only read the status. */
  canLink: boolean;
  onLink: () => void;
};

/** A seller not onboarded yet: it can only link its account (spec 3 §2.2). */
export function AccountStatusCard({ sellerName, canLink, onLink }: AccountStatusCardProps) {
  const { t } = useTranslation('mpa');
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={3}>{t('accountStatus.title')}</Title>
        <Text size="sm">{t('accountStatus.notLinked', { seller: sellerName })}</Text>
        <Group>
          {canLink ? (
            <Button leftSection={<IconLink size={16} />} onClick={onLink}>
              {t('accountStatus.link')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('accountStatus.askOwner')}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
