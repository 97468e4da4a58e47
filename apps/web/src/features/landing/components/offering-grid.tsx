import { Card, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAddressBook,
  IconBrandInstagram,
  IconDeviceMobile,
  IconPhotoVideo,
  IconShoppingBag,
  IconSpeakerphone,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const offerings = [
  { key: 'crm', icon: IconAddressBook, color: 'grape' },
  { key: 'onsite', icon: IconDeviceMobile, color: 'orange' },
  { key: 'paidSocial', icon: IconSpeakerphone, color: 'blue' },
  { key: 'sponsoredProduct', icon: IconShoppingBag, color: 'teal' },
  { key: 'contentCreation', icon: IconPhotoVideo, color: 'pink' },
  { key: 'socialInfluencer', icon: IconBrandInstagram, color: 'violet' },
] as const;

export function OfferingGrid() {
  const { t } = useTranslation('landing');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {offerings.map(({ key, icon: Icon, color }) => (
        <Card key={key} withBorder radius="lg" padding="xl" shadow="xs">
          <Stack gap="sm">
            <ThemeIcon size={48} radius="md" variant="light" color={color}>
              <Icon size={26} />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {t(`offering.${key}.title`)}
            </Text>
            <Text c="dimmed" size="sm">
              {t(`offering.${key}.text`)}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
