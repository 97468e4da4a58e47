import { Accordion, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type CampaignSetupProps = { details: ReactNode; content: ReactNode; onNext: () => void };

/** Step "Campaign Setup": the two collapsible sections and Next. */
export function CampaignSetup({ details, content, onNext }: CampaignSetupProps) {
  const { t } = useTranslation('mpaForm');
  return (
    <>
      <Accordion multiple defaultValue={['details', 'content']} variant="separated">
        <Accordion.Item value="details">
          <Accordion.Control>
            <Text fw={600}>{t('sections.details')}</Text>
            <Text size="xs" c="dimmed">
              {t('sections.detailsHint')}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>{details}</Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="content">
          <Accordion.Control>
            <Text fw={600}>{t('sections.content')}</Text>
            <Text size="xs" c="dimmed">
              {t('sections.contentHint')}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>{content}</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Group justify="flex-end" mt="md">
        <Button onClick={onNext}>{t('actions.next')}</Button>
      </Group>
    </>
  );
}
