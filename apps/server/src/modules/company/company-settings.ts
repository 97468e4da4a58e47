import {
  type ConfigurationKey,
  configurationDefaults,
  type FeatureFlagName,
  featureFlagDefaults,
  parseConfigurationValue,
} from '@portal/domain';
import { type ExcludableCompanyField, parseExcludedCompanyFields } from '@portal/domain/company';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { configurations, featureFlags } from '../../db/schema/index';

export async function isFlagActive(deps: Pick<AppDeps, 'db'>, name: FeatureFlagName): Promise<boolean> {
  const [row] = await deps.db
    .select({ isActive: featureFlags.isActive })
    .from(featureFlags)
    .where(eq(featureFlags.name, name));
  return row?.isActive ?? featureFlagDefaults[name];
}

async function configurationValue(deps: Pick<AppDeps, 'db'>, key: ConfigurationKey): Promise<unknown> {
  const [row] = await deps.db
    .select({ value: configurations.value })
    .from(configurations)
    .where(eq(configurations.key, key));
  return parseConfigurationValue(row?.value ?? configurationDefaults[key]);
}

/** What the company form may change right now: configuration and flags decide (docs/decisions/0031). */
export async function editableCompanyFields(deps: Pick<AppDeps, 'db'>): Promise<{
  excluded: Set<ExcludableCompanyField>;
  canChangeReportCurrency: boolean;
}> {
  const [excluded, showCurrency] = await Promise.all([
    configurationValue(deps, 'company_exclude_fields').then(parseExcludedCompanyFields),
    isFlagActive(deps, 'show_company_currency_setting'),
  ]);
  return { excluded, canChangeReportCurrency: showCurrency && !excluded.has('reportCurrency') };
}
