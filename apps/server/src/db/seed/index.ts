export { DEMO_REFERENCE_DATE } from './demo-prices';
export { DEMO_EMAILS, DEMO_PASSWORD, DEMO_USER_EMAILS } from './demo-users';
export {
  DEFAULT_DEMO_PRODUCT_COUNT,
  type SeedDemoOptions,
  seedDemoMarketplace,
} from './seed-demo-marketplace';
export { referenceCatalogs, referenceCurrencies, seedReferenceData } from './seed-reference-data';
