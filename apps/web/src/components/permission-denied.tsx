import { Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function PermissionDenied() {
  const { t } = useTranslation();
  return (
    <Center mih={320}>
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="red">
          <IconLock size={28} />
        </ThemeIcon>
        <Text size="lg" fw={600}>
          {t('common:permissionDenied')}
        </Text>
      </Stack>
    </Center>
  );
}
