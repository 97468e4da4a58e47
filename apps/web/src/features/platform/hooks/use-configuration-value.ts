import { type ConfigurationKey, parseConfigurationValue } from '@portal/domain/configuration-keys';
import { useAppSettingsQuery } from '../api/get-app-settings';

export type ConfigurationEntryState = { value: unknown; isLoading: boolean };

/** A configuration entry's parsed value (values are JSON text), null when unknown, from the settings request. */
export function useConfigurationEntry(key: ConfigurationKey): ConfigurationEntryState {
  const [{ data, fetching }] = useAppSettingsQuery();
  if (!data) return { value: null, isLoading: fetching };
  const entry = data.publicConfigurations.find((row) => row.key === key);
  return { value: entry === undefined ? null : parseConfigurationValue(entry.value), isLoading: false };
}

/** The parsed value of a configuration entry, or null while loading or unknown. */
export function useConfigurationValue(key: ConfigurationKey): unknown {
  return useConfigurationEntry(key).value;
}
