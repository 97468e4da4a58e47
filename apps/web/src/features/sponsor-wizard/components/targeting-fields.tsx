import {
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Slider,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { type Gender, genders } from '@portal/domain/sponsor-campaign-form';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import { KeywordsInput, NegativeKeywordsInput } from '../../sponsor-content';
import { useRuleText } from '../hooks/use-rule-text';
import { isExcluded, type StepProps } from '../utils/wizard-context';

/** Names of the fields configuration sponsor_campaign_exclude_fields may hide here (spec 2 §2). */
export const targetingFieldNames = [
  'targetKeywords',
  'negativeKeywords',
  'trafficControl',
  'targetRoas',
] as const;

/** True when the configuration hides every targeting field, so the section has nothing to show. */
export function isTargetingHidden(excludedFields: readonly string[]): boolean {
  return ['targetKeywords', 'negativeKeywords', 'trafficControl'].every((field) =>
    excludedFields.includes(field),
  );
}

const toAge = (value: string | number) => (value === '' ? null : Number(value));

/** Keywords, negative keywords, traffic control, target ROAS and (flag sponsor_ads_audience) the audience. */
export function TargetingFields({ campaign, errors, context, readOnly }: StepProps) {
  const { t } = useTranslation('sponsorWizard');
  const ruleText = useRuleText();
  const { form } = campaign;

  return (
    <Stack gap="md">
      {isExcluded(context, 'targetKeywords') ? null : (
        <div data-field="keywords">
          <KeywordsInput
            label={t('fields.keywords')}
            value={form.keywords}
            onChange={(keywords) => campaign.patch({ keywords })}
            catalogId={form.catalogId}
            error={ruleText(errors.keywords)}
          />
        </div>
      )}
      {isExcluded(context, 'negativeKeywords') ? null : (
        <div data-field="negativeKeywords">
          <NegativeKeywordsInput
            label={t('fields.negativeKeywords')}
            value={form.negativeKeywords}
            onChange={(negativeKeywords) => campaign.patch({ negativeKeywords })}
            error={ruleText(errors.negativeKeywords)}
          />
        </div>
      )}
      {isExcluded(context, 'trafficControl') ? null : (
        <Stack gap={4} data-field="trafficControl">
          <Group justify="space-between">
            <Text fw={500} size="sm" id="traffic-control-label">
              {t('fields.trafficControl')}
            </Text>
            <Text size="sm">{form.trafficControl}%</Text>
          </Group>
          <Slider
            aria-labelledby="traffic-control-label"
            min={0}
            max={100}
            step={1}
            value={form.trafficControl}
            disabled={readOnly}
            onChange={(trafficControl) => campaign.patch({ trafficControl })}
          />
          {ruleText(errors.trafficControl) ? (
            <Text c="red" size="sm">
              {ruleText(errors.trafficControl)}
            </Text>
          ) : null}
        </Stack>
      )}
      {isExcluded(context, 'targetRoas') ? null : (
        <MoneyInput
          data-field="targetRoas"
          label={t('fields.targetRoas')}
          description={t('hints.targetRoas')}
          rightSection={<Text size="xs">%</Text>}
          format="plain"
          value={form.targetRoas}
          onChange={(targetRoas) => campaign.patch({ targetRoas })}
          error={ruleText(errors.targetRoas)}
        />
      )}
      {context.flags.audience ? (
        <Stack gap="sm">
          <Text fw={600}>{t('audience.title')}</Text>
          <TextInput
            label={t('audience.name')}
            maxLength={255}
            value={form.audienceName}
            onChange={(event) => campaign.patch({ audienceName: event.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              data-field="minAge"
              label={t('audience.minAge')}
              min={0}
              max={120}
              allowDecimal={false}
              value={form.minAge ?? ''}
              onChange={(value) => campaign.patch({ minAge: toAge(value) })}
              error={ruleText(errors.minAge)}
            />
            <NumberInput
              data-field="maxAge"
              label={t('audience.maxAge')}
              min={0}
              max={120}
              allowDecimal={false}
              value={form.maxAge ?? ''}
              onChange={(value) => campaign.patch({ maxAge: toAge(value) })}
              error={ruleText(errors.maxAge)}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text fw={500} size="sm">
              {t('audience.gender')}
            </Text>
            <SegmentedControl
              data={genders.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
              value={form.gender}
              onChange={(gender) => campaign.patch({ gender: gender as Gender })}
            />
          </Stack>
          <TagsInput
            label={t('audience.locations')}
            value={form.locations}
            onChange={(locations) => campaign.patch({ locations })}
          />
          <TagsInput
            label={t('audience.tags')}
            value={form.tagIds}
            onChange={(tagIds) => campaign.patch({ tagIds })}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
