import { ActionIcon, Button, Group, Menu, Title, Tooltip } from '@mantine/core';
import { IconChevronDown, IconRefresh, IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type LaunchState = {
  /** VIEWER may not launch (spec 2 §6). */
  canLaunch: boolean;
  /** A brand must be chosen in the shell first. */
  hasBrand: boolean;
  /** Flag enable_quick_campaign_creation. */
  showQuickCampaign: boolean;
};

export type SponsorPageHeaderProps = LaunchState & {
  onRefresh: () => void;
  onQuickCampaign: () => void;
  onAdvancedSetup: () => void;
};

/** Why Launch is disabled, or null (spec 2 §2 "Page header"). */
export function launchDisabledReason({ canLaunch, hasBrand }: Pick<LaunchState, 'canLaunch' | 'hasBrand'>) {
  if (!canLaunch) return 'header.launchNotAllowed';
  if (!hasBrand) return 'header.launchChooseBrand';
  return null;
}

/** Title, refresh, and the Launch Campaign split button (Quick Campaign / Advanced Setup). */
export function SponsorPageHeader(props: SponsorPageHeaderProps) {
  const { showQuickCampaign, onRefresh, onQuickCampaign, onAdvancedSetup } = props;
  const { t } = useTranslation('sponsor');
  const reason = launchDisabledReason(props);
  const isDisabled = reason !== null;
  const launch = showQuickCampaign ? onQuickCampaign : onAdvancedSetup;
  return (
    <Group justify="space-between" align="center">
      <Group gap="xs">
        <Title order={1}>{t('header.title')}</Title>
        <Tooltip label={t('header.refresh')}>
          <ActionIcon variant="subtle" size="lg" aria-label={t('header.refresh')} onClick={onRefresh}>
            <IconRefresh size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Tooltip label={reason ? t(reason) : ''} disabled={!isDisabled} withArrow>
        <Group gap={0} wrap="nowrap" data-testid="launch-campaign">
          <Button
            leftSection={<IconRocket size={16} />}
            disabled={isDisabled}
            onClick={launch}
            style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
          >
            {t('header.launch')}
          </Button>
          <Menu position="bottom-end" withinPortal disabled={isDisabled}>
            <Menu.Target>
              <Button
                px={8}
                disabled={isDisabled}
                aria-label={t('header.launchOptions')}
                style={{
                  borderTopLeftRadius: 0,
                  borderBottomLeftRadius: 0,
                  borderLeft: '1px solid rgba(255,255,255,0.4)',
                }}
              >
                <IconChevronDown size={16} />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {showQuickCampaign ? (
                <Menu.Item onClick={onQuickCampaign}>{t('header.quickCampaign')}</Menu.Item>
              ) : null}
              <Menu.Item onClick={onAdvancedSetup}>{t('header.advancedSetup')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Tooltip>
    </Group>
  );
}
