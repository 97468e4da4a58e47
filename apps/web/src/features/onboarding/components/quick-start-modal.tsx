import { Anchor, Group, List, Modal, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconExternalLink, IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { type OnboardingStep, useOnboarding } from '../api/get-onboarding';
import { useUpdateOnboardingProgress } from '../api/update-onboarding-progress';
import { QUICK_START_HASH } from '../quick-start-link';

/** Steps with no data behind them are ticked when the user follows their link. */
const manualStepIds = new Set(['guide']);

function StepLink({ step, onFollow }: { step: OnboardingStep; onFollow: (step: OnboardingStep) => void }) {
  const { t } = useTranslation('onboarding');
  const label = t(`steps.${step.id}`, { defaultValue: step.label });
  const isInternal = step.targetUrl.startsWith('/') && !step.openUrlInNewTab;
  if (isInternal) {
    return (
      <Anchor component={Link} to={step.targetUrl} onClick={() => onFollow(step)} fw={500}>
        {label}
      </Anchor>
    );
  }
  return (
    <Anchor
      href={step.targetUrl}
      target={step.openUrlInNewTab ? '_blank' : undefined}
      rel="noopener noreferrer"
      onClick={() => onFollow(step)}
      fw={500}
    >
      <Group gap={4} component="span" wrap="nowrap">
        {label}
        {step.openUrlInNewTab ? <IconExternalLink size={14} aria-label={t('newTab')} /> : null}
      </Group>
    </Anchor>
  );
}

function Steps({
  steps,
  onFollow,
}: {
  steps: readonly OnboardingStep[];
  onFollow: (step: OnboardingStep) => void;
}) {
  const { t } = useTranslation('onboarding');
  const done = steps.filter((step) => step.isCompleted).length;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('progress', { done, total: steps.length })}
        </Text>
        <Progress value={steps.length ? (done / steps.length) * 100 : 0} color="green" aria-hidden />
      </Stack>
      <List spacing="sm" center>
        {steps.map((step) => (
          <List.Item
            key={step.id}
            data-completed={step.isCompleted}
            icon={
              <ThemeIcon
                size={24}
                radius="xl"
                color={step.isCompleted ? 'green' : 'gray'}
                variant={step.isCompleted ? 'filled' : 'light'}
                aria-label={t(step.isCompleted ? 'done' : 'todo')}
              >
                {step.isCompleted ? <IconCheck size={14} /> : <IconPoint size={14} />}
              </ThemeIcon>
            }
          >
            <StepLink step={step} onFollow={onFollow} />
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The quick-start guide: a 620px modal shown while the address ends in #get-started (spec 1 §2). */
export function QuickStartModal() {
  const { t } = useTranslation('onboarding');
  const location = useLocation();
  const navigate = useNavigate();
  const isOpen = location.hash === QUICK_START_HASH;
  const [{ data, fetching, error }] = useOnboarding(!isOpen);
  const [, updateProgress] = useUpdateOnboardingProgress();

  const close = () =>
    navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  const follow = (step: OnboardingStep) => {
    if (manualStepIds.has(step.id) && !step.isCompleted) void updateProgress({ id: step.id });
  };

  const steps = data?.onboarding?.progress ?? [];
  return (
    <Modal
      opened={isOpen}
      onClose={close}
      size={620}
      title={t('title')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {error ? <ErrorBanner lines={errorLines({ error })} /> : null}
      {fetching && !data ? <CenteredLoader /> : null}
      {data && !data.onboarding ? <Text c="dimmed">{t('noCompany')}</Text> : null}
      {data?.onboarding ? <Steps steps={steps} onFollow={follow} /> : null}
    </Modal>
  );
}
