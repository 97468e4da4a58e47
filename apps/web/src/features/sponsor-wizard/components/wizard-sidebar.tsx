import { NavLink, Stack, Text } from '@mantine/core';
import type { SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { IconCircleCheck, IconCircleDashed, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  canOpenStep,
  type StepOptions,
  stepGroups,
  type WizardStep,
  wizardSteps,
} from '../utils/wizard-steps';

export type WizardSidebarProps = StepOptions & {
  current: WizardStep;
  reached: WizardStep;
  form: Pick<SponsorCampaignForm, 'adType' | 'placements'>;
  onOpen: (step: WizardStep) => void;
};

/** Steps grouped as spec 2 §2 says; a step opens by click only once reached. */
export function WizardSidebar({ current, reached, form, onOpen, ...options }: WizardSidebarProps) {
  const { t } = useTranslation('sponsorWizard');
  const reachedIndex = wizardSteps.indexOf(reached);
  return (
    <Stack gap="sm" component="nav" aria-label={t('stepsLabel')}>
      {stepGroups(options).map((group, index) => (
        <Stack key={group.id} gap={2}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {t('groups.step', { number: index + 1 })}
          </Text>
          <Text size="sm" fw={600}>
            {t(`groups.${group.id}`)}
          </Text>
          {group.steps.map((step) => {
            const isOpenable = canOpenStep(step, { ...options, reached, form });
            const isDone = wizardSteps.indexOf(step) < reachedIndex;
            return (
              <NavLink
                key={step}
                component="button"
                type="button"
                label={t(`steps.${step}`)}
                active={step === current}
                disabled={!isOpenable}
                aria-current={step === current ? 'step' : undefined}
                aria-disabled={!isOpenable}
                leftSection={
                  !isOpenable ? (
                    <IconLock size={16} />
                  ) : isDone ? (
                    <IconCircleCheck size={16} />
                  ) : (
                    <IconCircleDashed size={16} />
                  )
                }
                onClick={() => (isOpenable ? onOpen(step) : undefined)}
              />
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
