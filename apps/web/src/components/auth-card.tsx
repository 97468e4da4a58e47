import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';

export type AuthCardProps = {
  title: string;
  subtitle?: string;
  children?: ReactNode;
  /** Below the card, e.g. the way back to sign-in. */
  footer?: ReactNode;
  /** Card width in px: 420 for short forms, wider for the sign-up form. */
  width?: number;
};

/** The framed card every /auth page sits in. */
export function AuthCard({ title, subtitle, children, footer, width = 420 }: AuthCardProps) {
  const { t } = useTranslation('common');
  return (
    <Box mih="100vh" bg="linear-gradient(135deg, var(--mantine-color-orange-0), var(--mantine-color-gray-1))">
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={width} gap="lg" py="xl">
          <Anchor component={Link} to={paths.home} underline="never" ta="center" c="dark">
            <Text fw={800} size="xl" style={{ letterSpacing: '-0.02em' }}>
              {t('appName')}
            </Text>
          </Anchor>
          <Paper withBorder shadow="md" radius="lg" p="xl">
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={1} size="h2">
                  {title}
                </Title>
                {subtitle ? (
                  <Text c="dimmed" size="sm">
                    {subtitle}
                  </Text>
                ) : null}
              </Stack>
              {children}
            </Stack>
          </Paper>
          {footer}
        </Stack>
      </Center>
    </Box>
  );
}
