import { Alert, Card, Group, Image, Stack, Tabs, Text, Title } from '@mantine/core';
import { formatDay } from '@portal/domain/day-format';
import { useTranslation } from 'react-i18next';
import type { CampaignPlacement } from '../api/get-campaign-placements';
import { FieldEditor, type UploadImage } from './field-editor';

export type PlacementCardProps = {
  placement: CampaignPlacement;
  catalogBaseUrl: string;
  isReadOnly: boolean;
  onSave: (input: {
    bookingId: string;
    fieldName: string;
    languageCode: string;
    value: string;
  }) => Promise<string[]>;
  uploadImage: UploadImage;
};

/** One booked placement: where and when, its preview, a reject reason, and its fields per language tab. */
export function PlacementCard({
  placement,
  catalogBaseUrl,
  isReadOnly,
  onSave,
  uploadImage,
}: PlacementCardProps) {
  const { t } = useTranslation('bookingDetail');
  const fields = [...placement.fields].sort((a, b) => a.order - b.order);
  const storedValue = (fieldName: string, languageCode: string) =>
    placement.values.find((value) => value.fieldName === fieldName && value.languageCode === languageCode);
  const [firstLanguage] = placement.languages;
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`placement-${placement.id}`}>
      <Stack gap="md">
        <Group align="flex-start" wrap="nowrap">
          {placement.placement.previewImg ? (
            <Image src={placement.placement.previewImg} alt={placement.placement.name} w={160} radius="sm" />
          ) : null}
          <Stack gap={2}>
            <Title order={3}>{placement.placement.name}</Title>
            <Text size="sm">{`${placement.venture.name} · ${placement.segment.name}`}</Text>
            <Text size="sm" c="dimmed">
              {`${formatDay(placement.startDate, placement.venture.timeZone)} – ${formatDay(placement.endDate, placement.venture.timeZone)}`}
            </Text>
          </Stack>
        </Group>
        {placement.rejectReason ? (
          <Alert color="red" variant="light" title={t('placements.rejected')}>
            {placement.rejectReason}
          </Alert>
        ) : null}
        {fields.length === 0 ? (
          <Text c="dimmed">{t('placements.noFields')}</Text>
        ) : (
          <Tabs defaultValue={firstLanguage}>
            <Tabs.List>
              {placement.languages.map((language) => (
                <Tabs.Tab key={language} value={language}>
                  {t(`languages.${language}`, { defaultValue: language.toUpperCase() })}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {placement.languages.map((language) => (
              <Tabs.Panel key={language} value={language} pt="md">
                <Stack gap="md">
                  {fields.map((field) => {
                    const value = storedValue(field.name, language);
                    return (
                      <FieldEditor
                        key={field.name}
                        field={field}
                        languageCode={language}
                        draftValue={value?.draftValue ?? null}
                        publishedValue={value?.publishedValue ?? null}
                        catalogBaseUrl={catalogBaseUrl}
                        isReadOnly={isReadOnly}
                        uploadImage={uploadImage}
                        onSave={(next) =>
                          onSave({
                            bookingId: placement.id,
                            fieldName: field.name,
                            languageCode: language,
                            value: next,
                          })
                        }
                      />
                    );
                  })}
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </Card>
  );
}
