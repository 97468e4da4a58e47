import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type RegisterWithScSuccessProps = { onEnterPortal: () => void };

/** The linked-account success page's body: what happened and the way into the portal. */
export function RegisterWithScSuccess({ onEnterPortal }: RegisterWithScSuccessProps) {
  const { t } = useTranslation('social');
  return (
    <Stack align="center" gap="md">
      <ThemeIcon size={64} radius="xl" color="green" variant="light">
        <IconCircleCheck size={36} />
      </ThemeIcon>
      <Text ta="center">{t('success.body')}</Text>
      <Button fullWidth onClick={onEnterPortal}>
        {t('success.enterPortal')}
      </Button>
    </Stack>
  );
}
