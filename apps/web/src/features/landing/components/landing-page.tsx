import { Anchor, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { OfferingGrid } from './offering-grid';
import { StatsBand } from './stats-band';

export type LandingPageProps = {
  signInHref: string;
  signUpHref: string;
  /** Where CHAT buttons lead (the help centre's live chat); hidden when unknown. */
  chatHref: string | null;
};

const heroBackground =
  'radial-gradient(circle at 85% 20%, rgba(255,146,43,0.45), transparent 45%), linear-gradient(135deg, #1a1b2e 0%, #3b1f4a 55%, #e8590c 130%)';

/** Public marketing page (spec 3 §2.5). */
export function LandingPage({ signInHref, signUpHref, chatHref }: LandingPageProps) {
  const { t } = useTranslation('landing');
  const chatProps = chatHref
    ? { component: 'a' as const, href: chatHref, target: '_blank', rel: 'noreferrer' }
    : {};

  return (
    <Box>
      <Box style={{ background: heroBackground }} c="white">
        <Container size="lg" py="md">
          <Group justify="space-between">
            <Text fw={800} size="xl" style={{ letterSpacing: '-0.02em' }}>
              {t('common:appName')}
            </Text>
            <Group gap="sm">
              <Button component={Link} to={signInHref} variant="subtle" color="gray.0" c="white">
                {t('signIn')}
              </Button>
              <Button component={Link} to={signUpHref} color="orange">
                {t('signUp')}
              </Button>
            </Group>
          </Group>
        </Container>
        <Container size="lg" py={96}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            <Stack gap="lg">
              <Text tt="uppercase" fw={700} c="orange.3" size="sm" style={{ letterSpacing: '0.12em' }}>
                {t('eyebrow')}
              </Text>
              <Title order={1} fz={{ base: 36, md: 52 }} lh={1.1}>
                {t('headline')}
              </Title>
              <Text size="lg" c="gray.3" maw={520}>
                {t('lead')}
              </Text>
              <Group gap="md" mt="md">
                <Button size="lg" color="orange" {...chatProps}>
                  {t('chatToOurTeam')}
                </Button>
                <Button size="lg" variant="white" color="dark" component={Link} to={signUpHref}>
                  {t('signUp')}
                </Button>
              </Group>
            </Stack>
          </SimpleGrid>
        </Container>
      </Box>

      <StatsBand />

      <Container size="lg" py={80}>
        <Stack gap="xl">
          <Stack gap={4} align="center">
            <Title order={2} ta="center">
              {t('offering.title')}
            </Title>
            <Text c="dimmed" ta="center" maw={560}>
              {t('offering.lead')}
            </Text>
          </Stack>
          <OfferingGrid />
        </Stack>
      </Container>

      <Box bg="orange.6" c="white" py={64}>
        <Container size="lg">
          <Group justify="space-between" gap="lg">
            <Stack gap={4}>
              <Title order={2}>{t('knowMore.title')}</Title>
              <Text c="orange.0">{t('knowMore.lead')}</Text>
            </Stack>
            <Button size="lg" variant="white" color="orange" {...chatProps}>
              {t('chatNow')}
            </Button>
          </Group>
        </Container>
      </Box>

      <Box bg="dark.8" c="gray.3" py={40}>
        <Container size="lg">
          <Group justify="space-between">
            <Group gap="xs">
              <Text>{t('alreadyHaveAccount')}</Text>
              <Button component={Link} to={signInHref} variant="outline" color="gray.0" c="white" size="sm">
                {t('logIn')}
              </Button>
            </Group>
            <Anchor href={paths.termsAndConditions} target="_blank" c="gray.5" size="sm">
              {t('common:terms')}
            </Anchor>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
