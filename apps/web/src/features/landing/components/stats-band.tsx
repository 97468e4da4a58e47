import { Box, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const stats = [
  { value: '20M+', labelKey: 'stats.monthlyVisitors' },
  { value: '2K+', labelKey: 'stats.dailyDownloads' },
  { value: '1.76M+', labelKey: 'stats.socialFollowers' },
] as const;

export function StatsBand() {
  const { t } = useTranslation('landing');
  return (
    <Box bg="gray.0" py={48} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {stats.map((stat) => (
            <Stack key={stat.labelKey} gap={0} align="center">
              <Text fz={44} fw={800} c="orange.7" lh={1.1}>
                {stat.value}
              </Text>
              <Text c="dimmed" tt="uppercase" size="sm" fw={600} style={{ letterSpacing: '0.08em' }}>
                {t(stat.labelKey)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
