import type { AppDeps } from '../../app-deps';
import { excludedMpaFields } from '../meta-ads/campaign-input';

/** getExcludedMPAFields: the fields the campaigns' own validation leaves out too (meta-ads campaign-input). */
export function getExcludedMpaFields({ deps }: { deps: Pick<AppDeps, 'db'> }): Promise<string[]> {
  return excludedMpaFields(deps.db);
}
