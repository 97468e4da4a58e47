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
          {t(PERMISSION_DENIED)}
        </Text>
      </Stack>
    </Center>
  );
}

/** The server's answer when an area is closed to this user (a role, a staff approval or a flag). */
export const PERMISSION_DENIED = 'common:permissionDenied';

/** Whether an error's lines (lib/form-errors `errorLines`) say 'Permission denied': the page shows it instead. */
export function saysPermissionDenied(lines: readonly string[]): boolean {
  return lines.includes(PERMISSION_DENIED);
}
