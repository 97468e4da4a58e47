import { Alert, Anchor, Badge, Group, List, Modal, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain/day-format';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { withKeptParams } from '../../../lib/query-params';
import { useCampaignDiagnostics } from '../api/get-campaign-diagnostics';
import { listedValues, sentenceValues } from '../utils/finding-values';

export type DiagnosticsDialogProps = {
  /** The zone a moment without its own zone is written in (the viewer's profile zone). */
  timeZone: string;
  /** The campaign to diagnose; null: closed. */
  campaignId: string | null;
  onClose: () => void;
};

const levelColor = { ERROR: 'red', WARNING: 'yellow', INFO: 'blue' } as const;

/**
 * The campaign diagnostics dialog (spec 2 §2, staff, flag sponsor_campaign_diagnostics): each finding with
 * its level, details and the actions the portal can take, as links to where they are done. No finding, or
 * a failed call (logged, spec 2 §8): 'campaign is all good'. The server names each route, with the campaign's
 * company as `company` (staff act for it there); the other kept parameters of the address follow.
 */
export function DiagnosticsDialog({ campaignId, onClose, timeZone }: DiagnosticsDialogProps) {
  const { t, i18n } = useTranslation('sponsorDiagnostics');
  const { search } = useLocation();
  const [{ data, error, fetching }] = useCampaignDiagnostics(campaignId);
  useEffect(() => {
    if (error) console.error('diagnostics', error);
  }, [error]);
  const findings = error ? [] : (data?.diagnostics ?? []);
  // The one moment format (decision 0181). A schedule or budget moment is read in its ad set's catalog zone,
  // where the campaign's days are (a 00:00 start in Jakarta is not 01:00 in Singapore), and says which zone.
  const when = (at: string, zone: string | null | undefined) =>
    zone ? `${formatDateTime(at, zone)} (${zone.replaceAll('_', ' ')})` : formatDateTime(at, timeZone);
  // A finding's time is when it began; a schedule not started yet names when it starts; a check with a
  // sentence of its own (a start that depends on the approval) uses it.
  const momentKey = (name: string, at: string) =>
    i18n.exists(`sponsorDiagnostics:moments.${name}`)
      ? `moments.${name}`
      : Date.parse(at) > Date.now()
        ? 'startsAt'
        : 'at';
  return (
    <Modal opened={campaignId !== null} onClose={onClose} title={t('title')} size="lg">
      {fetching && !data ? (
        <CenteredLoader />
      ) : findings.length === 0 ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          data-testid="diagnostics-all-good"
        >
          {t('allGood')}
        </Alert>
      ) : (
        <Stack gap="md" data-testid="diagnostics-list">
          {findings.map((finding) => (
            <Stack
              key={`${finding.name}-${finding.adSetName ?? ''}-${finding.details.join('|')}`}
              gap={4}
              data-testid={`diagnostic-${finding.name}`}
            >
              <Group gap="xs">
                <Badge color={levelColor[finding.level]} variant="light">
                  {t(`levels.${finding.level}`)}
                </Badge>
                <Text fw={600}>{t(`checks.${finding.name}`, { defaultValue: finding.name })}</Text>
              </Group>
              {finding.adSetName ? (
                <Text size="sm" c="dimmed">
                  {t('adSet', { name: finding.adSetName })}
                </Text>
              ) : null}
              {finding.details.length > 0 && i18n.exists(`sponsorDiagnostics:details.${finding.name}`) ? (
                <Text size="sm">{t(`details.${finding.name}`, sentenceValues(finding, i18n.language))}</Text>
              ) : finding.details.length > 0 ? (
                <List size="sm">
                  {listedValues(finding, t).map((detail) => (
                    <List.Item key={detail}>{detail}</List.Item>
                  ))}
                </List>
              ) : null}
              {finding.at ? (
                <Text size="sm" c="dimmed">
                  {t(momentKey(finding.name, finding.at), { when: when(finding.at, finding.timeZone) })}
                </Text>
              ) : null}
              {finding.actions.length > 0 ? (
                <Group gap="md">
                  {finding.actions.map((action) => (
                    <Anchor
                      key={action.kind}
                      component={Link}
                      to={withKeptParams(action.route, search)}
                      size="sm"
                    >
                      {t(`actions.${action.kind}`, { defaultValue: action.kind })}
                    </Anchor>
                  ))}
                </Group>
              ) : null}
            </Stack>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
