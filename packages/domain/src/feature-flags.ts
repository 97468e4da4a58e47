/**
 * Every feature flag the three specs name, with the default a fresh platform starts with.
 * Most are on so the whole product shows; the ones off change behaviour a real marketplace keeps off by default.
 */
export const featureFlagDefaults = {
  // Spec 1: account, team, billing
  hide_seller_selector_on_signup: false,
  show_company_currency_setting: true,
  company_local_currency: true,
  show_download_credit_note: true,
  user_multiple_companies: true,
  show_free_paid_credit: true,
  download_invoice: true,
  allow_change_language: true,
  show_auto_top_up: true,
  add_multiple_cards: true,
  show_payment_card_method: true,
  enable_credit_note_payment_method: true,
  enable_topup_voucher: true,
  enable_seller_center_topup: true,
  enable_wire_transfer_topup: true,
  show_billing_monthly_invoices: true,
  show_invoices_billing_detail_page: true,
  show_status_page_link: true,
  enable_landing_page: true,
  billing_top_up: true,
  // Spec 2: sponsored ads
  show_price_history: true,
  halo_sales_reports: true,
  download_sku_performance_report: true,
  additional_sku_performance_metrics: true,
  sponsor_enable_banner: true,
  use_advanced_sponsor_campaign_ui: true,
  enable_quick_campaign_creation: true,
  show_dynamic_filter_product_on_creating_ads: true,
  export_daily_dashboard_data: true,
  sponsor_forecast: true,
  show_sponsor_target: true,
  show_sponsor_product_keywords: true,
  sponsor_search_term_report: true,
  show_country_demographic_report: true,
  sponsor_ads_audience: true,
  enable_custom_product_image: true,
  validate_uploaded_product_seller: true,
  allow_pass_day: false,
  // Spec 2 names these two only as "needs a flag"; the names are ours (docs/decisions/0003).
  sponsor_campaign_diagnostics: true,
  download_campaign_sales: true,
  // Spec 3: off-site ads, booking, landing
  enable_meta_ads_preview: true,
  advanced_meta_product_filters: true,
  enable_advanced_meta_advance_setup: true,
  use_paid_credit_for_meta_ads: true,
  overlap_standard_booking: false,
  standard_package_ads: true,
  enable_meta_ad: true,
} as const satisfies Record<string, boolean>;

export type FeatureFlagName = keyof typeof featureFlagDefaults;

export const featureFlagNames = Object.keys(featureFlagDefaults) as FeatureFlagName[];

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return Object.hasOwn(featureFlagDefaults, name);
}
