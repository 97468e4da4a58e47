import { Accordion, Alert, Box, Button, Card, Grid, Group, Stack, Stepper, Text } from '@mantine/core';
import { hasErrors, mergeErrors } from '@portal/domain/sponsor-messages';
import { type FocusEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { quickDraftKey } from '../../sponsor-content';
import { useWizardCampaign } from '../hooks/use-wizard-campaign';
import { useWizardContext, type WizardCompany } from '../hooks/use-wizard-context';
import { useWizardSubmit } from '../hooks/use-wizard-submit';
import {
  type AdvancedStep,
  advancedStepErrors,
  advancedSteps,
  canLeaveSetup,
  fieldsOfElement,
  isContentComplete,
  type SetupSection,
  sectionsWithErrors,
  setupSections,
  visibleErrors,
} from '../utils/advanced-steps';
import type { WizardFlags } from '../utils/wizard-context';
import { canFinish } from '../utils/wizard-steps';
import { BidStrategyFields } from './bid-strategy-fields';
import { BudgetScheduleFields } from './budget-schedule-fields';
import { CampaignDetailsFields } from './campaign-details-fields';
import { CatalogSelect } from './catalog-select';
import { ContentFields } from './content-fields';
import { ForecastPanel } from './forecast-panel';
import { NoBrandDialog } from './no-brand-dialog';
import { RejectDialog } from './reject-dialog';
import { ReviewSummary } from './review-summary';
import { isTargetingHidden, TargetingFields } from './targeting-fields';
import { WizardHeader } from './wizard-header';

export type AdvancedWizardProps = {
  campaignId: string | null;
  brandId: string | null;
  company: WizardCompany;
  viewer: { roleName: string | null; isStaff: boolean };
  flags: WizardFlags & { dynamicFilter: boolean };
  excludedFields: readonly string[];
  onExit: (adType?: string) => void;
};

/** /sponsor-v2 and /sponsor-v2/{id}: setup, content, review (spec 2 §2, three-step variant). */
export function AdvancedWizard({
  campaignId,
  brandId,
  company,
  viewer,
  flags,
  excludedFields,
  onExit,
}: AdvancedWizardProps) {
  const { t } = useTranslation('sponsorWizard');
  const mode = campaignId ? 'edit' : 'new';
  const draftKey = campaignId
    ? `portal.sponsorDraft.advanced.${campaignId}`
    : quickDraftKey(company?.id ?? null, brandId);
  const wizard = useWizardCampaign({
    mode,
    campaignId,
    brandId,
    enableBanner: flags.enableBanner,
    draftKey,
    autosave: false,
  });
  const { campaign, loaded } = wizard;
  const submission = useWizardSubmit({ discardDraft: wizard.discardDraft, onExit });
  const { actions, serverErrors, banner, setBanner, isRejecting, setRejecting } = submission;
  const { context, validation } = useWizardContext({
    campaign,
    loaded,
    company,
    flags,
    excludedFields,
    isCreating: mode === 'new',
  });
  const [active, setActive] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [attempted, setAttempted] = useState<ReadonlySet<AdvancedStep>>(new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [sections, setSections] = useState<string[]>([...setupSections]);

  if (mode === 'new' && brandId === null) return <NoBrandDialog onOk={() => onExit()} />;
  if (!wizard.isReady) {
    return wizard.isMissing || wizard.loadError ? (
      <Alert color="red">{t('notFound')}</Alert>
    ) : (
      <CenteredLoader />
    );
  }

  const { form } = campaign;
  const step = advancedSteps[active]!;
  const showTargeting = !isTargetingHidden(excludedFields);
  const liveErrors = advancedStepErrors(step, form, validation, { showTargeting });
  const shownErrors = visibleErrors(liveErrors, {
    attempted: attempted.has(step),
    touched: step === 'setup' ? touched : new Set(),
  });
  const stepProps = { campaign, errors: mergeErrors(shownErrors, serverErrors), context };
  const isSaved = mode === 'edit' && loaded !== null;
  const canGoOn = step === 'setup' ? canLeaveSetup(form, validation) : isContentComplete(form, validation);
  const showForecast = flags.forecast && form.adType !== null && (isSaved || step === 'content');

  const goTo = (index: number) => {
    setBanner(null);
    setNotice(null);
    setActive(index);
  };
  /** Next: shows every error of the step and stays while the step is incomplete (spec 2 §2). */
  const next = () => {
    setAttempted((current) => new Set(current).add(step));
    if (canGoOn && !hasErrors(liveErrors)) {
      goTo(active + 1);
      return;
    }
    if (step === 'setup') {
      const withErrors: SetupSection[] = sectionsWithErrors(liveErrors);
      setSections((open) => [...new Set([...open, ...withErrors])]);
    }
    requestAnimationFrame(() => {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.scrollIntoView({ block: 'center' });
    });
  };
  /** Leaving a field shows its errors from then on. */
  const leaveField = (event: FocusEvent<HTMLDivElement>) => {
    const fields = fieldsOfElement(event.target);
    if (fields.length === 0 || fields.every((field) => touched.has(field))) return;
    setTouched((current) => new Set([...current, ...fields]));
  };
  const submit = async () => {
    setAttempted(new Set(advancedSteps));
    await submission.save(
      form,
      isSaved ? campaignId : null,
      advancedStepErrors('review', form, validation, { showTargeting }),
    );
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
      <Stepper active={active} onStepClick={(index) => (index < active ? goTo(index) : undefined)} size="sm">
        {advancedSteps.map((id) => (
          <Stepper.Step key={id} label={t(`advanced.steps.${id}`)} />
        ))}
      </Stepper>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: showForecast ? 9 : 12 }}>
          <Stack gap="md">
            {banner ? (
              <Alert color="red" withCloseButton onClose={() => setBanner(null)} role="alert">
                {banner}
              </Alert>
            ) : null}
            {notice ? (
              <Alert color="green" withCloseButton onClose={() => setNotice(null)}>
                {notice}
              </Alert>
            ) : null}
            {step === 'setup' ? (
              <Accordion
                multiple
                variant="separated"
                value={sections}
                onChange={setSections}
                onBlur={leaveField}
              >
                <Accordion.Item value="details">
                  <Accordion.Control>{t('advanced.sections.details')}</Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="md">
                      <CatalogSelect {...stepProps} />
                      <CampaignDetailsFields {...stepProps} />
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
                <Accordion.Item value="budget">
                  <Accordion.Control>{t('advanced.sections.budget')}</Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="lg">
                      <BudgetScheduleFields {...stepProps} hideCatalog />
                      <BidStrategyFields {...stepProps} />
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
                {showTargeting ? (
                  <Accordion.Item value="targeting">
                    <Accordion.Control>{t('advanced.sections.targeting')}</Accordion.Control>
                    <Accordion.Panel>
                      <TargetingFields {...stepProps} />
                    </Accordion.Panel>
                  </Accordion.Item>
                ) : null}
              </Accordion>
            ) : step === 'content' ? (
              <Card withBorder padding="lg">
                <ContentFields {...stepProps} />
              </Card>
            ) : (
              <ReviewSummary campaign={campaign} context={context} />
            )}
            {step !== 'review' && !canGoOn ? (
              <Text size="sm" c="dimmed">
                {t(step === 'setup' ? 'advanced.setupIncomplete' : 'advanced.contentIncomplete')}
              </Text>
            ) : null}
            <Group justify="space-between">
              <Group gap="xs">
                {active > 0 ? (
                  <Button variant="default" onClick={() => goTo(active - 1)}>
                    {t('actions.back')}
                  </Button>
                ) : null}
                {step !== 'review' ? (
                  <>
                    <Button
                      variant="default"
                      onClick={() => {
                        wizard.discardDraft();
                        onExit();
                      }}
                    >
                      {t('actions.discard')}
                    </Button>
                    <Button
                      variant="light"
                      onClick={() => {
                        wizard.saveDraft();
                        setNotice(t('advanced.draftSaved'));
                      }}
                    >
                      {t('actions.saveDraft')}
                    </Button>
                  </>
                ) : null}
              </Group>
              {step !== 'review' ? (
                // Looks disabled until the step is complete, yet a click still shows what is missing.
                <Button onClick={next} aria-disabled={!canGoOn} data-disabled={canGoOn ? undefined : true}>
                  {t('actions.next')}
                </Button>
              ) : canFinish(viewer) ? (
                <Button onClick={() => void submit()} loading={actions.busy === 'save'}>
                  {isSaved ? t('actions.save') : t('actions.launch')}
                </Button>
              ) : (
                <Button variant="light" onClick={() => onExit()}>
                  {t('actions.backToList')}
                </Button>
              )}
            </Group>
          </Stack>
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
