import { Alert, Box, Button, Grid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import type { WizardSession } from '../hooks/use-wizard-session';
import { canReview } from '../utils/wizard-steps';
import { ForecastPanel } from './forecast-panel';
import { NoBrandDialog } from './no-brand-dialog';
import { RejectDialog } from './reject-dialog';
import { WizardHeader } from './wizard-header';

/**
 * What shows instead of a wizard: the no-brand dialog (a new campaign is for the header's brand, spec 2 §2),
 * "not found", or the loader; null once the campaign is ready.
 */
export function wizardGate(
  session: WizardSession,
  options: { needsBrand: boolean; notFound: string; onExit: () => void },
): ReactNode | null {
  const { wizard } = session;
  if (options.needsBrand) return <NoBrandDialog onOk={options.onExit} />;
  if (wizard.isReady) return null;
  return wizard.isMissing || wizard.loadError ? (
    <Alert color="red">{options.notFound}</Alert>
  ) : (
    <CenteredLoader />
  );
}

export type WizardShellProps = {
  session: WizardSession;
  isStaff: boolean;
  showForecast: boolean;
  /** Above the columns (the advanced wizard's stepper). */
  top?: ReactNode;
  /** A left column (the six-step wizard's step list). */
  sidebar?: ReactNode;
  onExit: () => void;
  children: ReactNode;
};

/** The frame both wizards share: header with staff review, the columns with the forecast, the reject dialog. */
export function WizardShell({
  session,
  isStaff,
  showForecast,
  top,
  sidebar,
  onExit,
  children,
}: WizardShellProps) {
  const { wizard, submission, isSaved, review } = session;
  const { loaded, campaign } = wizard;
  const { actions, isRejecting, setRejecting } = submission;
  const mainSpan = 12 - (sidebar ? 3 : 0) - (showForecast ? 3 : 0);
  return (
    <Stack gap="md">
      <WizardHeader
        campaignName={loaded?.name ?? (campaign.form.name || null)}
        review={canReview({ isStaff, isSaved, status: loaded?.adsetSet[0]?.status ?? loaded?.status })}
        isReviewing={actions.busy === 'approve' || actions.busy === 'reject'}
        rejectedNotes={
          loaded?.status === 'REJECTED' ? (loaded.notes ?? loaded.adsetSet[0]?.notes ?? '') : null
        }
        onBack={onExit}
        onApprove={() => void review('approve')}
        onReject={() => setRejecting(true)}
      />
      {top}
      <Grid gutter="lg">
        {sidebar ? <Grid.Col span={{ base: 12, md: 3 }}>{sidebar}</Grid.Col> : null}
        <Grid.Col span={{ base: 12, md: mainSpan }}>{children}</Grid.Col>
        {showForecast ? (
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Box pos="sticky" top={80}>
              <ForecastPanel
                form={campaign.form}
                context={session.context}
                minBid={session.validation.minBid ?? null}
                inputsLoading={session.forecastInputsLoading}
              />
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

export type WizardBannerProps = { session: WizardSession };

/** The save's error banner, closable (spec 2 §2). */
export function WizardBanner({ session }: WizardBannerProps) {
  const { banner, setBanner } = session.submission;
  if (!banner) return null;
  return (
    <Alert color="red" withCloseButton onClose={() => setBanner(null)} role="alert">
      {banner}
    </Alert>
  );
}

export type FinishOrLeaveProps = {
  session: WizardSession;
  mayFinish: boolean;
  label: string;
  onFinish: () => void;
  onLeave: () => void;
};

/**
 * The last step's button: save for who may, back to the list for the others (the role matrix). It waits
 * (a loader, not clickable) while the catalog's zone is on its way: the dates are checked in it (0278).
 */
export function FinishOrLeave({ session, mayFinish, label, onFinish, onLeave }: FinishOrLeaveProps) {
  const { t } = useTranslation('sponsorWizard');
  return mayFinish ? (
    <Button
      onClick={session.waitsForZone ? undefined : onFinish}
      loading={session.submission.actions.busy === 'save' || session.waitsForZone}
    >
      {label}
    </Button>
  ) : (
    <Button variant="light" onClick={onLeave}>
      {t('actions.backToList')}
    </Button>
  );
}

/**
 * Says why Next or Finish waits (`waiting`: on a step that checks the dates): the catalogs, and with them
 * the zone the dates are checked in, are still loading (decision 0278).
 */
export function ZoneWaitNote({ waiting }: { waiting: boolean }) {
  const { t } = useTranslation('sponsorWizard');
  if (!waiting) return null;
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="zone-wait">
      {t('schedule.zoneLoading')}
    </Text>
  );
}

export type DiscardButtonProps = { session: WizardSession; onExit: () => void };

/** Discard: the draft is dropped before leaving, so the next visit starts clean. */
export function DiscardButton({ session, onExit }: DiscardButtonProps) {
  const { t } = useTranslation('sponsorWizard');
  return (
    <Button
      variant="default"
      onClick={() => {
        session.wizard.discardDraft();
        onExit();
      }}
    >
      {t('actions.discard')}
    </Button>
  );
}
