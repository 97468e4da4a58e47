import { columnSettingsWithDefaults } from '@portal/domain/sponsor-status';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useColumnSettings } from '../api/get-column-settings';
import { useSaveColumnSettings } from '../api/save-column-settings';
import { type ColumnListKey, type ColumnSetting, defaultColumns } from '../utils/columns';
import { firstError } from '../utils/messages';

const offeredToAll = () => true;

/**
 * A list's columns: the user's saved arrangement, unless the defaults gained a column since (then
 * the defaults, spec 2 §4); `allowed` drops the columns the page doesn't show now (supplier, brand).
 * `offered` drops those the user never sees (supplier for non-staff, issue 12) from the arrangement
 * the gear dialog shows; saving keeps them, so the saved set still holds every default id.
 */
export function useListColumns(
  listKey: ColumnListKey,
  allowed: (id: string) => boolean,
  offered: (id: string) => boolean = offeredToAll,
) {
  const { t } = useTranslation('sponsor');
  const [{ data }, reexecute] = useColumnSettings(listKey);
  const [, saveSettings] = useSaveColumnSettings();
  const allDefaults = useMemo(() => defaultColumns(listKey), [listKey]);
  const allSettings = useMemo(
    () => columnSettingsWithDefaults(data?.columnSettings ?? null, allDefaults),
    [data?.columnSettings, allDefaults],
  );
  const visible = useMemo(
    () => allSettings.filter((column) => column.show && allowed(column.id) && offered(column.id)),
    [allSettings, allowed, offered],
  );
  const settings = useMemo(() => allSettings.filter((column) => offered(column.id)), [allSettings, offered]);
  const defaults = useMemo(() => allDefaults.filter((column) => offered(column.id)), [allDefaults, offered]);

  const save = async (next: ColumnSetting[]): Promise<string | null> => {
    const notOffered = allSettings.filter((column) => !offered(column.id));
    const result = await saveSettings({
      listKey,
      settings: [...next, ...notOffered].map(({ id, title, show }) => ({ id, title, show })),
    });
    const payload = result.data?.saveColumnSettings;
    if (payload?.ok) reexecute({ requestPolicy: 'network-only' });
    return (
      firstError(t, { errors: payload?.errors, error: result.error }) ??
      (payload?.ok ? null : t('columnSettings.failed'))
    );
  };
  return { settings, defaults, visible, save };
}
