import { columnSettingsWithDefaults } from '@portal/domain/sponsor-status';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useColumnSettings } from '../api/get-column-settings';
import { useSaveColumnSettings } from '../api/save-column-settings';
import { type ColumnListKey, type ColumnSetting, defaultColumns } from '../utils/columns';
import { firstError } from '../utils/messages';

/**
 * A list's columns: the user's saved arrangement, unless the defaults gained a column since (then
 * the defaults, spec 2 §4); `allowed` drops the columns the page doesn't show (supplier, brand).
 */
export function useListColumns(listKey: ColumnListKey, allowed: (id: string) => boolean) {
  const { t } = useTranslation('sponsor');
  const [{ data }, reexecute] = useColumnSettings(listKey);
  const [, saveSettings] = useSaveColumnSettings();
  const defaults = useMemo(() => defaultColumns(listKey), [listKey]);
  const settings = useMemo(
    () => columnSettingsWithDefaults(data?.columnSettings ?? null, defaults),
    [data?.columnSettings, defaults],
  );
  const visible = useMemo(
    () => settings.filter((column) => column.show && allowed(column.id)),
    [settings, allowed],
  );

  const save = async (next: ColumnSetting[]): Promise<string | null> => {
    const result = await saveSettings({
      listKey,
      settings: next.map(({ id, title, show }) => ({ id, title, show })),
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
