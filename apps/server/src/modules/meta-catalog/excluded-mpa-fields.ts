import { parseConfigurationValue } from '@portal/domain';
import type { AppDeps } from '../../app-deps';
import { getConfiguration } from '../platform/configurations';

export const MPA_EXCLUDE_FIELDS_KEY = 'mpa_campaign_exclude_fields';

/**
 * The Meta campaign form's fields left out (configuration `mpa_campaign_exclude_fields`), read as the sponsor
 * form's entry is (JSON through parseConfigurationValue); a plain comma list ("creativeText, skus") is
 * accepted too, since staff edit the value by hand.
 */
export function parseExcludedFields(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const names = items.filter((item) => typeof item === 'string').map((item: string) => item.trim());
  return [...new Set(names.filter(Boolean))];
}

/** getExcludedMPAFields. */
export async function getExcludedMpaFields({ deps }: { deps: Pick<AppDeps, 'db'> }): Promise<string[]> {
  const row = await getConfiguration({ deps, input: { key: MPA_EXCLUDE_FIELDS_KEY } });
  return row ? parseExcludedFields(parseConfigurationValue(row.value)) : [];
}
