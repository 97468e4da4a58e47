import { Accordion, Alert, Button, Card, Group, Stack, Stepper, Text } from '@mantine/core';
import { hasErrors, mergeErrors } from '@portal/domain/sponsor-messages';
import { type FocusEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quickDraftKey } from '../../sponsor-content';
import { useWizardPage, type WizardPageProps } from '../hooks/use-wizard-page';
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
import { keepsBrowserDraft } from '../utils/campaign-draft';
import { canFinish } from '../utils/wizard-steps';
import { BidStrategyFields } from './bid-strategy-fields';
import { BudgetScheduleFields } from './budget-schedule-fields';
import { CampaignDetailsFields } from './campaign-details-fields';
import { CatalogSelect } from './catalog-select';
import { ContentFields } from './content-fields';
import { ReadOnlyFieldset } from './read-only-fieldset';
import { ReviewSummary } from './review-summary';
import { StepHeading } from './step-heading';
import { isTargetingHidden, TargetingFields } from './targeting-fields';
import { DiscardButton, FinishOrLeave, WizardBanner, WizardShell, ZoneWaitNote } from './wizard-shell';

/** Where an edit link points (diagnostics' actions): the content step, or a setup section scrolled to. */
export type AdvancedWizardFocus = 'content' | 'budget' | 'targeting';
export type AdvancedWizardProps = WizardPageProps & { focus?: AdvancedWizardFocus | null };

const sectionId = (section: SetupSection) => `advanced-section-${section}`;

/** /sponsor-v2 and /sponsor-v2/{id}: setup, content, review (spec 2 §2, three-step variant). */
export function AdvancedWizard(props: AdvancedWizardProps) {
  const { campaignId, brandId, company, viewer, flags, excludedFields, onExit } = props;
  const { t } = useTranslation('sponsorWizard');
  const draftKey = campaignId
    ? `portal.sponsorDraft.advanced.${campaignId}`
    : quickDraftKey(company?.id ?? null, brandId);
  const { session, gate } = useWizardPage(props, {
    mode: campaignId ? 'edit' : 'new',
    draftKey,
    autosave: false,
    restoresDraft: keepsBrowserDraft,
  });
  const { wizard, submission, context, validation, isSaved, waitsForZone } = session;
  const { campaign } = wizard;
  const { serverErrors, setBanner } = submission;
  // A saved campaign's setup is complete, so it may open on its content step.
  const [active, setActive] = useState(props.focus === 'content' && campaignId ? 1 : 0);
  const [notice, setNotice] = useState<string | null>(null);
  // Whether the user has moved between steps: from then on each step's heading takes the focus.
  const [hasMoved, setMoved] = useState(false);
  const [attempted, setAttempted] = useState<ReadonlySet<AdvancedStep>>(new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [sections, setSections] = useState<string[]>([...setupSections]);
  const loaded = gate === null;
  useEffect(() => {
    const section = props.focus;
    if (!loaded || (section !== 'budget' && section !== 'targeting')) return;
    document.getElementById(sectionId(section))?.scrollIntoView({ block: 'start' });
  }, [loaded, props.focus]);

  if (gate) return gate;

  const { form } = campaign;
  const step = advancedSteps[active]!;
  const showTargeting = !isTargetingHidden(excludedFields);
  const liveErrors = advancedStepErrors(step, form, validation, { showTargeting });
  const shownErrors = visibleErrors(liveErrors, {
    attempted: attempted.has(step),
    touched: step === 'setup' ? touched : new Set(),
  });
  // Spec 2 §2, §6: who may not save sees the fields disabled, without Discard or Save draft.
  const readOnly = !canFinish(viewer);
  // A campaign once submitted is saved to the server or not at all (decision 0276).
  const savedStatus = isSaved ? (wizard.loaded?.adsetSet[0]?.status ?? wizard.loaded?.status ?? null) : null;
  const offersDraft = !readOnly && keepsBrowserDraft(savedStatus);
  const stepProps = { campaign, errors: mergeErrors(shownErrors, serverErrors), context, readOnly };
  const canGoOn = step === 'setup' ? canLeaveSetup(form, validation) : isContentComplete(form, validation);
  const showForecast = flags.forecast && form.adType !== null && (isSaved || step === 'content');
  // Setup (the schedule) and the review check the dates: they wait for the catalog's zone (decision 0278).
  const datesWait = waitsForZone && step !== 'content';

  const goTo = (index: number) => {
    setBanner(null);
    setNotice(null);
    setMoved(true);
    setActive(index);
  };
  /** Next: shows every error of the step and stays while the step is incomplete (spec 2 §2). */
  const next = () => {
    if (datesWait) return;
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
    if (waitsForZone) return;
    setAttempted(new Set(advancedSteps));
    await submission.save(
      form,
      isSaved ? campaignId : null,
      advancedStepErrors('review', form, validation, { showTargeting }),
    );
  };

  return (
    <WizardShell
      session={session}
      isStaff={viewer.isStaff}
      showForecast={showForecast}
      top={
        <Stepper
          active={active}
          onStepClick={(index) => (index < active ? goTo(index) : undefined)}
          size="sm"
        >
          {advancedSteps.map((id) => (
            <Stepper.Step key={id} label={t(`advanced.steps.${id}`)} />
          ))}
        </Stepper>
      }
      onExit={() => onExit()}
    >
      <Stack gap="md">
        <StepHeading key={step} takesFocus={hasMoved}>
          {t(`advanced.steps.${step}`)}
        </StepHeading>
        <WizardBanner session={session} />
        {notice ? (
          <Alert color="green" withCloseButton onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        ) : null}
        {step === 'setup' ? (
          <Accordion multiple variant="separated" value={sections} onChange={setSections} onBlur={leaveField}>
            <Accordion.Item value="details">
              <Accordion.Control>{t('advanced.sections.details')}</Accordion.Control>
              <Accordion.Panel>
                <ReadOnlyFieldset readOnly={readOnly}>
                  <Stack gap="md">
                    <CatalogSelect {...stepProps} />
                    <CampaignDetailsFields {...stepProps} />
                  </Stack>
                </ReadOnlyFieldset>
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="budget" id={sectionId('budget')}>
              <Accordion.Control>{t('advanced.sections.budget')}</Accordion.Control>
              <Accordion.Panel>
                <ReadOnlyFieldset readOnly={readOnly}>
                  <Stack gap="lg">
                    <BudgetScheduleFields {...stepProps} hideCatalog />
                    <BidStrategyFields {...stepProps} />
                  </Stack>
                </ReadOnlyFieldset>
              </Accordion.Panel>
            </Accordion.Item>
            {showTargeting ? (
              <Accordion.Item value="targeting" id={sectionId('targeting')}>
                <Accordion.Control>{t('advanced.sections.targeting')}</Accordion.Control>
                <Accordion.Panel>
                  <ReadOnlyFieldset readOnly={readOnly}>
                    <TargetingFields {...stepProps} />
                  </ReadOnlyFieldset>
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
        <ZoneWaitNote waiting={datesWait} />
        <Group justify="space-between">
          <Group gap="xs">
            {active > 0 ? (
              <Button variant="default" onClick={() => goTo(active - 1)}>
                {t('actions.back')}
              </Button>
            ) : null}
            {step !== 'review' && !readOnly ? (
              <>
                <DiscardButton session={session} onExit={() => onExit()} />
                {offersDraft ? (
                  <Button
                    variant="light"
                    onClick={() => {
                      wizard.saveDraft();
                      setNotice(t('advanced.draftSaved'));
                    }}
                  >
                    {t('actions.saveDraft')}
                  </Button>
                ) : null}
              </>
            ) : null}
          </Group>
          {step !== 'review' ? (
            // Looks disabled until the step is complete, yet a click still shows what is missing.
            <Button
              onClick={next}
              loading={datesWait}
              aria-disabled={!canGoOn}
              data-disabled={canGoOn ? undefined : true}
            >
              {t('actions.next')}
            </Button>
          ) : (
            <FinishOrLeave
              session={session}
              mayFinish={canFinish(viewer)}
              label={isSaved ? t('actions.save') : t('actions.launch')}
              onFinish={() => void submit()}
              onLeave={() => onExit()}
            />
          )}
        </Group>
      </Stack>
    </WizardShell>
  );
}
