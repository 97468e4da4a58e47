import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import { hasErrors, mergeErrors } from '@portal/domain/sponsor-messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardMode } from '../hooks/use-wizard-campaign';
import { useWizardPage, type WizardPageProps } from '../hooks/use-wizard-page';
import { wizardDraftKey } from '../utils/campaign-draft';
import { stepErrors } from '../utils/step-errors';
import {
  canFinish,
  canOpenStep,
  furthestAllowedStep,
  furthestStep,
  isStepAllowed,
  nextStep,
  previousStep,
  showsForecastPanel,
  sidebarReachedStep,
  type WizardStep,
} from '../utils/wizard-steps';
import { StepHeading } from './step-heading';
import { DiscardButton, FinishOrLeave, WizardBanner, WizardShell, ZoneWaitNote } from './wizard-shell';
import { WizardSidebar } from './wizard-sidebar';
import { WizardStepBody } from './wizard-step-body';

export type CampaignWizardProps = WizardPageProps & {
  mode: WizardMode;
  step: WizardStep;
  onStepChange: (step: WizardStep) => void;
};

/** The six-step campaign wizard (spec 2 §2): type, budget, target, strategy, content, review. */
export function CampaignWizard(props: CampaignWizardProps) {
  const { mode, campaignId, step, viewer, flags, onStepChange, onExit } = props;
  const { t } = useTranslation('sponsorWizard');
  const draftKey = wizardDraftKey(mode === 'new' ? 'new' : `${mode}-${campaignId}`);
  const { session, gate } = useWizardPage(props, { mode, draftKey });
  const { wizard, submission, context, validation, isSaved, waitsForZone } = session;
  const { campaign } = wizard;
  const { setBanner, serverErrors } = submission;
  const [reached, setReached] = useState<WizardStep>(mode === 'new' ? 'type' : 'review');
  const [attempted, setAttempted] = useState<ReadonlySet<WizardStep>>(new Set());
  // Whether the user has moved between steps: from then on each step's heading takes the focus.
  const [hasMoved, setMoved] = useState(false);
  const stepOptions = { showTarget: flags.showTarget };

  if (gate) return gate;

  const { form } = campaign;
  // A new campaign's step opens only once every step before it passes its rules, whatever the address
  // says (a direct /sponsor/new/review cannot Finish an empty campaign); a saved one opens anywhere.
  const allowed =
    mode === 'new'
      ? furthestAllowedStep(stepOptions, (each) => hasErrors(stepErrors(each, form, validation)))
      : 'review';
  const held = !isStepAllowed(step, allowed, stepOptions);
  const liveErrors = attempted.has(step) ? stepErrors(step, form, validation) : {};
  const errors = mergeErrors(liveErrors, serverErrors);
  const showForecast =
    flags.forecast && form.adType !== null && showsForecastPanel({ mode, reached, step, held });
  // Spec 2 §2: the sidebar opens only steps reached through Next (a saved campaign: all of them), not
  // every step the rules would let through.
  const sidebarReached = sidebarReachedStep({ reached, step, held });
  // Spec 2 §2, §6: who may not save sees the fields disabled, and only navigation.
  const readOnly = !canFinish(viewer);
  // The steps that check the dates wait for the catalog's zone: no verdict in a stand-in (decision 0278).
  const datesWait = waitsForZone && (step === 'budget' || step === 'review');

  const go = (target: WizardStep) => {
    setBanner(null);
    setMoved(true);
    setReached((current) => furthestStep(current, target));
    onStepChange(target);
  };
  const open = (target: WizardStep) => {
    if (canOpenStep(target, { ...stepOptions, reached: sidebarReached, form })) go(target);
  };
  const next = () => {
    if (datesWait) return;
    setAttempted((current) => new Set(current).add(step));
    if (hasErrors(stepErrors(step, form, validation))) return;
    const target = nextStep(step, stepOptions);
    if (target && canOpenStep(target, { ...stepOptions, reached: furthestStep(reached, target), form }))
      go(target);
  };
  const back = () => {
    const target = previousStep(step, stepOptions);
    if (target) go(target);
  };
  const finish = async () => {
    if (held || waitsForZone) return;
    setAttempted(new Set(['type', 'budget', 'target', 'strategy', 'content', 'review']));
    await submission.save(form, isSaved ? campaignId : null, stepErrors('review', form, validation));
  };

  return (
    <WizardShell
      session={session}
      isStaff={viewer.isStaff}
      showForecast={showForecast}
      sidebar={
        <Card withBorder padding="sm">
          <WizardSidebar current={step} reached={sidebarReached} form={form} onOpen={open} {...stepOptions} />
        </Card>
      }
      onExit={() => onExit()}
    >
      <Card withBorder padding="lg">
        <Stack gap="lg">
          <StepHeading key={step} takesFocus={hasMoved}>
            {t(`steps.${step}`)}
          </StepHeading>
          {held ? (
            <Alert color="orange" role="alert">
              <Stack gap="sm" align="flex-start">
                {t('stepHeld', { step: t(`steps.${allowed}`) })}
                <Button size="xs" onClick={() => go(allowed)}>
                  {t('goToStep', { step: t(`steps.${allowed}`) })}
                </Button>
              </Stack>
            </Alert>
          ) : null}
          {step === 'review' && !held ? <WizardBanner session={session} /> : null}
          {held ? null : (
            <WizardStepBody
              step={step}
              campaign={campaign}
              errors={errors}
              context={context}
              readOnly={readOnly}
            />
          )}
          {held ? null : <ZoneWaitNote waiting={datesWait} />}
          <Group justify="space-between">
            {step === 'type' ? (
              readOnly ? (
                <span />
              ) : (
                <DiscardButton session={session} onExit={() => onExit()} />
              )
            ) : (
              <Button variant="default" onClick={back}>
                {t('actions.back')}
              </Button>
            )}
            {held && (step !== 'review' || canFinish(viewer)) ? null : step !== 'review' ? (
              <Button onClick={next} loading={datesWait}>
                {t('actions.next')}
              </Button>
            ) : (
              <FinishOrLeave
                session={session}
                mayFinish={!held && canFinish(viewer)}
                label={t('actions.finish')}
                onFinish={() => void finish()}
                onLeave={() => onExit()}
              />
            )}
          </Group>
        </Stack>
      </Card>
    </WizardShell>
  );
}
