import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export type PasswordFrameProps = { title: string; subtitle?: string; children: ReactNode };

/** The auth area's card for the password pages, with the way back to sign-in. */
export function PasswordFrame({ title, subtitle, children }: PasswordFrameProps) {
  const { t } = useTranslation(['common', 'passwords']);
  return (
    <Box mih="100vh" bg="linear-gradient(135deg, var(--mantine-color-orange-0), var(--mantine-color-gray-1))">
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={420} gap="lg">
          <Anchor component={Link} to={paths.home} underline="never" ta="center" c="dark">
            <Text fw={800} size="xl" style={{ letterSpacing: '-0.02em' }}>
              {t('common:appName')}
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
          <Text size="sm" ta="center">
            <Anchor component={Link} to={paths.auth.root} size="sm">
              {t('passwords:backToSignIn')}
            </Anchor>
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
