import { ActionIcon, Menu } from '@mantine/core';
import {
  IconChartBar,
  IconCopy,
  IconDots,
  IconDownload,
  IconEdit,
  IconExternalLink,
  IconEye,
  IconHistory,
  IconStethoscope,
  IconTransfer,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../utils/row-actions';

export type RowActionsMenuProps = {
  actions: readonly RowAction[];
  onAction: (action: RowAction) => void;
};

const icons: Record<RowAction, ReactNode> = {
  review: <IconEye size={16} />,
  edit: <IconEdit size={16} />,
  skuPerformance: <IconChartBar size={16} />,
  activityLog: <IconHistory size={16} />,
  diagnose: <IconStethoscope size={16} />,
  downloadSales: <IconDownload size={16} />,
  duplicate: <IconCopy size={16} />,
  copy: <IconTransfer size={16} />,
  remove: <IconTrash size={16} />,
  detail: <IconExternalLink size={16} />,
};

/** The "…" menu of a campaign or ad-set row; which entries appear is decided by rowActionsFor. */
export function RowActionsMenu({ actions, onAction }: RowActionsMenuProps) {
  const { t } = useTranslation('sponsor');
  return (
    <Menu position="bottom-end" withinPortal shadow="md" hideDetached={false}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('rowMenu.label')}
          onClick={(e) => e.stopPropagation()}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {actions.map((action) => (
          <Menu.Item
            key={action}
            leftSection={icons[action]}
            color={action === 'remove' ? 'red' : undefined}
            onClick={() => onAction(action)}
          >
            {t(`rowMenu.${action}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
