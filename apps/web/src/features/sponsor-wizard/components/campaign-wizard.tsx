import { Alert, Box, Button, Card, Grid, Group, Stack, Title } from '@mantine/core';
import { hasErrors, mergeErrors } from '@portal/domain/sponsor-messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { useWizardCampaign, type WizardMode } from '../hooks/use-wizard-campaign';
import { useWizardContext, type WizardCompany } from '../hooks/use-wizard-context';
import { useWizardSubmit } from '../hooks/use-wizard-submit';
import { wizardDraftKey } from '../utils/campaign-draft';
import { stepErrors } from '../utils/step-errors';
import type { WizardFlags } from '../utils/wizard-context';
import {
  canFinish,
  canOpenStep,
  furthestStep,
  nextStep,
  previousStep,
  type WizardStep,
} from '../utils/wizard-steps';
import { ForecastPanel } from './forecast-panel';
import { NoBrandDialog } from './no-brand-dialog';
import { RejectDialog } from './reject-dialog';
import { WizardHeader } from './wizard-header';
import { WizardSidebar } from './wizard-sidebar';
import { WizardStepBody } from './wizard-step-body';

export type CampaignWizardProps = {
  mode: WizardMode;
  campaignId: string | null;
  step: WizardStep;
  /** The current brand of the header selector (a new campaign is for it). */
  brandId: string | null;
  company: WizardCompany;
  viewer: { roleName: string | null; isStaff: boolean };
  flags: WizardFlags & { dynamicFilter: boolean };
  excludedFields: readonly string[];
  onStepChange: (step: WizardStep) => void;
  /** Leaves for the campaign list; `adType` BANNER lands on the banner list. */
  onExit: (adType?: string) => void;
};

/** The six-step campaign wizard (spec 2 §2): type, budget, target, strategy, content, review. */
export function CampaignWizard(props: CampaignWizardProps) {
  const { mode, campaignId, step, brandId, company, viewer, flags, excludedFields, onStepChange, onExit } =
    props;
  const { t } = useTranslation('sponsorWizard');
  const draftKey = wizardDraftKey(mode === 'new' ? 'new' : `${mode}-${campaignId}`);
  const wizard = useWizardCampaign({ mode, campaignId, brandId, enableBanner: flags.enableBanner, draftKey });
  const { campaign, loaded } = wizard;
  const submission = useWizardSubmit({ discardDraft: wizard.discardDraft, onExit });
  const { actions, serverErrors, banner, setBanner, isRejecting, setRejecting } = submission;
  const { context, validation } = useWizardContext({
    campaign,
    loaded,
    company,
    flags,
    excludedFields,
    isCreating: mode !== 'edit',
  });
  const [reached, setReached] = useState<WizardStep>(mode === 'new' ? step : 'review');
  const [attempted, setAttempted] = useState<ReadonlySet<WizardStep>>(new Set());
  const stepOptions = { showTarget: flags.showTarget };

  if (mode === 'new' && brandId === null) return <NoBrandDialog onOk={() => onExit()} />;
  if (wizard.isLoading || !wizard.isReady) {
    if (wizard.isMissing || wizard.loadError) {
      return <Alert color="red">{t('notFound')}</Alert>;
    }
    return <CenteredLoader />;
  }

  const { form } = campaign;
  const liveErrors = attempted.has(step) ? stepErrors(step, form, validation) : {};
  const errors = mergeErrors(liveErrors, serverErrors);
  const mayFinish = canFinish(viewer);
  const isSaved = mode === 'edit' && loaded !== null;
  const showForecast =
    flags.forecast &&
    form.adType !== null &&
    (mode === 'edit' || attempted.has('content') || reached === 'review');

  const go = (target: WizardStep) => {
    setBanner(null);
    setReached((current) => furthestStep(current, target));
    onStepChange(target);
  };
  const open = (target: WizardStep) => {
    if (canOpenStep(target, { ...stepOptions, reached, form })) go(target);
  };
  const next = () => {
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
    setAttempted(new Set(['type', 'budget', 'target', 'strategy', 'content', 'review']));
    await submission.save(form, isSaved ? campaignId : null, stepErrors('review', form, validation));
  };
  const review = (decision: 'approve' | 'reject', notes = '') =>
    submission.review(campaignId, loaded?.adType, decision, notes);

  return (
    <Stack gap="md">
      <WizardHeader
        campaignName={loaded?.name ?? (form.name || null)}
        canReview={viewer.isStaff && isSaved}
        isReviewing={actions.busy === 'approve' || actions.busy === 'reject'}
        rejectedNotes={
          loaded?.status === 'REJECTED' ? (loaded.notes ?? loaded.adsetSet[0]?.notes ?? '') : null
        }
        onBack={() => onExit()}
        onApprove={() => void review('approve')}
        onReject={() => setRejecting(true)}
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Card withBorder padding="sm">
            <WizardSidebar current={step} reached={reached} form={form} onOpen={open} {...stepOptions} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: showForecast ? 6 : 9 }}>
          <Card withBorder padding="lg">
            <Stack gap="lg">
              <Title order={3}>{t(`steps.${step}`)}</Title>
              {banner && step === 'review' ? (
                <Alert color="red" withCloseButton onClose={() => setBanner(null)} role="alert">
                  {banner}
                </Alert>
              ) : null}
              <WizardStepBody step={step} campaign={campaign} errors={errors} context={context} />
              <Group justify="space-between">
                {step === 'type' ? (
                  <Button
                    variant="default"
                    onClick={() => {
                      wizard.discardDraft();
                      onExit();
                    }}
                  >
                    {t('actions.discard')}
                  </Button>
                ) : (
                  <Button variant="default" onClick={back}>
                    {t('actions.back')}
                  </Button>
                )}
                {step !== 'review' ? (
                  <Button onClick={next}>{t('actions.next')}</Button>
                ) : mayFinish ? (
                  <Button onClick={() => void finish()} loading={actions.busy === 'save'}>
                    {t('actions.finish')}
                  </Button>
                ) : (
                  <Button variant="light" onClick={() => onExit()}>
                    {t('actions.backToList')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
        {showForecast ? (
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Box pos="sticky" top={80}>
              <ForecastPanel />
            </Box>
          </Grid.Col>
        ) : null}
      </Grid>
      <RejectDialog
        opened={isRejecting}
        isSubmitting={actions.busy === 'reject'}
        onCancel={() => setRejecting(false)}
        onReject={(notes) => void review('reject', notes)}
      />
    </Stack>
  );
}
