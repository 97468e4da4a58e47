import { Switch, Tooltip } from '@mantine/core';
import { canToggleAdSet, isActiveToggleChecked, runningStatusForToggle } from '@portal/domain/sponsor-status';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdSetRow } from '../utils/rows';

export type ActiveToggleProps = {
  adSet: Pick<AdSetRow, 'status' | 'effectiveStatus' | 'runningStatus'>;
  canEdit: boolean;
  onChange: (runningStatus: 'STARTED' | 'PAUSED') => Promise<void>;
};

/**
 * Spec 2 §4: enabled only when the domain allows (delivering, not delivering without a reason, paused by it,
 * or not run yet: draft, review, scheduled; decision 0275).
 */
export function ActiveToggle({ adSet, canEdit, onChange }: ActiveToggleProps) {
  const { t } = useTranslation('sponsor');
  const [isBusy, setBusy] = useState(false);
  const isAllowed = canToggleAdSet(adSet);
  const isEnabled = canEdit && isAllowed && !isBusy;
  const tip = !canEdit ? t('toggle.notAllowed') : !isAllowed ? t('toggle.notDelivering') : '';
  return (
    <Tooltip label={tip} disabled={!tip} withArrow>
      {/* A span keeps the tooltip working on a disabled switch. */}
      <span>
        <Switch
          aria-label={t('toggle.label')}
          checked={isActiveToggleChecked(adSet.runningStatus)}
          disabled={!isEnabled}
          onChange={async (event) => {
            setBusy(true);
            await onChange(runningStatusForToggle(event.currentTarget.checked));
            setBusy(false);
          }}
        />
      </span>
    </Tooltip>
  );
}
