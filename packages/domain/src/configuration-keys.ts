/**
 * Configuration entries the specs read by key, with their defaults. Values are stored as text;
 * lists and numbers are JSON so the web and server parse them the same way.
 */
export const configurationDefaults = {
  sponsor_campaign_exclude_fields: '[]',
  mpa_campaign_exclude_fields: '[]',
  sign_up_exclude_fields: '[]',
  company_exclude_fields: '[]',
  max_number_of_cards: '3',
  default_top_up_amount: '100',
  default_top_up_threshold: '0',
  sponsored_image_size_limit: '1.2',
  quick_campaign_image_size_limit: '5',
  invitation_expiry_days: '7',
  help_center_url: '"https://help.portal.local"',
  status_page_url: '"https://status.portal.local"',
} as const satisfies Record<string, string>;

export type ConfigurationKey = keyof typeof configurationDefaults;

export const configurationKeys = Object.keys(configurationDefaults) as ConfigurationKey[];

/** Parses a configuration value written as JSON; a plain string that is not JSON comes back as itself. */
export function parseConfigurationValue(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
