/** Refusal keys of the Meta ads calls (`mpa` namespace of the web's locales; docs/decisions/0230). */
export const metaAdsMessages = {
  /** Shared with mpa-wallet's top-ups (packages/domain mpa-top-up.ts). */
  sellerNotOnboarded: 'mpa:error.sellerNotOnboarded',
  alreadyOnboarded: 'mpa:error.alreadyOnboarded',
  walletEmpty: 'mpa:error.walletEmpty',
  notFound: 'common:error.notFound',
  invalidDate: 'common:error.invalidDate',
  invalidValue: 'common:error.invalidValue',
} as const;
