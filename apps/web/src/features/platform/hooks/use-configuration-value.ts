import { type ConfigurationKey, parseConfigurationValue } from '@portal/domain';
import { useConfigurationQuery } from '../api/get-configuration';

/** The parsed value of a configuration entry (values are JSON text), or null while loading or unknown. */
export function useConfigurationValue(key: ConfigurationKey): unknown {
  const [{ data }] = useConfigurationQuery(key);
  const value = data?.configuration?.value;
  return value === undefined ? null : parseConfigurationValue(value);
}
