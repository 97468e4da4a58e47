import { ActionIcon, Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type WizardHeaderProps = {
  campaignName: string | null;
  /** Staff reviewing a saved campaign get Approve and Reject, each where its status allows it. */
  review: { approve: boolean; reject: boolean };
  isReviewing: boolean;
  rejectedNotes: string | null;
  onBack: () => void;
  onApprove: () => void;
  onReject: () => void;
};

/** Back to /sponsor, the campaign name ('Ads Settings' before it has one), staff review actions. */
export function WizardHeader({
  campaignName,
  review,
  isReviewing,
  rejectedNotes,
  onBack,
  onApprove,
  onReject,
}: WizardHeaderProps) {
  const { t } = useTranslation('sponsorWizard');
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="subtle" onClick={onBack} aria-label={t('actions.backToList')}>
            <IconArrowLeft size={20} />
          </ActionIcon>
          <Title order={2}>{campaignName || t('title')}</Title>
        </Group>
        {review.approve || review.reject ? (
          <Group gap="xs">
            {review.reject ? (
              <Button color="red" variant="light" onClick={onReject} disabled={isReviewing}>
                {t('actions.reject')}
              </Button>
            ) : null}
            {review.approve ? (
              <Button color="green" onClick={onApprove} loading={isReviewing}>
                {t('actions.approve')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>
      {rejectedNotes !== null ? (
        <Alert color="red" data-testid="rejected-notice">
          {t('rejected.notice')}
          {rejectedNotes ? `${t('rejected.reason')}${rejectedNotes}` : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
