import { Card, Checkbox, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { campaignGoals, type SponsorAdType } from '@portal/domain/sponsor-campaign-form';
import { useTranslation } from 'react-i18next';
import { useRuleText } from '../hooks/use-rule-text';
import { isExcluded, type StepProps } from '../utils/wizard-context';

/** Step 1 "Campaign type": supplier and brand, name, goal, product or banner, banner placements. */
export function CampaignDetailsFields({ campaign, errors, context }: StepProps) {
  const { t } = useTranslation('sponsorWizard');
  const ruleText = useRuleText();
  const { form } = campaign;
  const canChooseType = context.isCreating && !campaign.isTypeLocked && context.flags.enableBanner;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('fields.supplier')} value={context.supplierName} readOnly variant="filled" />
        <TextInput label={t('fields.brand')} value={context.brandName} readOnly variant="filled" />
      </SimpleGrid>
      <TextInput
        data-field="name"
        label={t('fields.name')}
        withAsterisk
        maxLength={255}
        value={form.name}
        onChange={(event) => campaign.patch({ name: event.currentTarget.value })}
        error={ruleText(errors.name)}
      />
      <Radio.Group
        data-field="goal"
        label={t('fields.goal')}
        value={form.goal}
        onChange={(goal) => campaign.patch({ goal: goal as (typeof campaignGoals)[number] })}
        error={ruleText(errors.goal)}
      >
        <Group mt="xs">
          {campaignGoals.map((goal) => (
            <Radio key={goal} value={goal} label={t(`goals.${goal}`)} />
          ))}
        </Group>
      </Radio.Group>
      {form.goal === 'OTHERS' && !isExcluded(context, 'campaignGoal_other') ? (
        <TextInput
          data-field="goalOther"
          label={t('fields.goalOther')}
          maxLength={255}
          value={form.goalOther}
          onChange={(event) => campaign.patch({ goalOther: event.currentTarget.value })}
          error={ruleText(errors.goalOther)}
        />
      ) : null}
      {canChooseType ? (
        <Radio.Group
          data-field="adType"
          label={t('fields.adType')}
          withAsterisk
          value={form.adType ?? ''}
          onChange={(adType) => campaign.setAdType(adType as SponsorAdType)}
          error={ruleText(errors.adType)}
        >
          <Group mt="xs">
            <Radio value="PRODUCT" label={t('adTypes.PRODUCT')} />
            <Radio value="BANNER" label={t('adTypes.BANNER')} />
          </Group>
        </Radio.Group>
      ) : (
        <TextInput
          label={t('fields.adType')}
          value={form.adType ? t(`adTypes.${form.adType}`) : ''}
          readOnly
          variant="filled"
        />
      )}
      {form.adType === 'BANNER' ? (
        <Stack gap={4}>
          <Text fw={500} size="sm">
            {t('fields.placements')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} data-testid="placement-cards" data-field="placements">
            {context.bannerTypes.map((bannerType) => {
              const checked = form.placements.some((p) => p.bannerTypeId === bannerType.id);
              return (
                <Card
                  key={bannerType.id}
                  withBorder
                  padding="sm"
                  bg={checked ? 'var(--mantine-color-blue-light)' : undefined}
                >
                  <Checkbox
                    checked={checked}
                    onChange={() => campaign.togglePlacement(bannerType.id)}
                    label={bannerType.name}
                    description={t('placementSize', { width: bannerType.width, height: bannerType.height })}
                  />
                </Card>
              );
            })}
          </SimpleGrid>
          {ruleText(errors.placements) ? (
            <Text c="red" size="sm">
              {ruleText(errors.placements)}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
