/**
 * Every status the web shows as a badge, by kind: its Mantine palette colour and its translation key.
 * One table so a status reads the same colour on every page, and so a test can check every colour is a
 * palette the theme's contrast test covers (decision 0142: light badges reach 4.6:1 on every palette).
 */
export type StatusKind = {
  /** The i18n namespace the labels live in (loaded by the routes that show this kind). */
  namespace: string;
  /** Palette per status; a status not listed is gray. */
  colors: Readonly<Record<string, string>>;
  /** The translation key of a status's label. */
  label: (status: string) => string;
  /** The translation key of a status's tooltip, if the kind explains its statuses. */
  tip?: (status: string) => string;
};

const changeKeys: Record<string, string> = { '+': 'create', '~': 'update', '-': 'delete' };

export const statusKinds = {
  /** Campaigns and ad sets (spec 2 §4), with a tooltip per status. */
  campaign: {
    namespace: 'sponsor',
    colors: {
      PENDING_FOR_APPROVAL: 'yellow',
      REJECTED: 'red',
      SCHEDULED: 'cyan',
      DELIVERING: 'green',
      NOT_DELIVERING: 'orange',
      COMPLETED: 'gray',
      PAUSED: 'gray',
      DRAFT: 'violet',
      STARTED: 'green',
      REMOVED: 'dark',
    },
    label: (status) => `status.${status}`,
    tip: (status) => `statusTip.${status}`,
  },
  /** One change of a history entry: created, updated, deleted. */
  change: {
    namespace: 'sponsor',
    colors: { '+': 'green', '~': 'blue', '-': 'red' },
    label: (action) => `activityLog.actions.${changeKeys[action] ?? 'update'}`,
  },
  /** Wallet credits (lots). */
  credit: {
    namespace: 'billing',
    colors: { REQUESTED: 'yellow', PAID: 'blue', IN_USE: 'green', USED_UP: 'gray', EXPIRED: 'red' },
    label: (status) => `creditStatus.${status}`,
  },
  invitation: {
    namespace: 'team',
    colors: { PENDING: 'blue' },
    label: (status) => `status.${status}`,
  },
  /** A social account linked to the company, or not (yet). */
  linkedAccount: {
    namespace: 'social',
    colors: { LINKED: 'green', UNLINKED: 'gray' },
    label: (status) => (status === 'LINKED' ? 'linked.statusLinked' : 'linked.statusUnlinked'),
  },
  /** The default card of the company's saved cards. */
  card: {
    namespace: 'paymentMethods',
    colors: { DEFAULT: 'teal' },
    label: () => 'card.default',
  },
  /** A user as staff sees them when choosing whom to impersonate. */
  user: {
    namespace: 'staff',
    colors: { STAFF: 'orange', DISABLED: 'gray' },
    label: (status) => (status === 'STAFF' ? 'impersonation.staffBadge' : 'impersonation.disabledBadge'),
  },
  /** An advertised SKU's catalog product (the SKU performance table). */
  skuStock: {
    namespace: 'sponsorSkuReport',
    colors: { IN_STOCK: 'green', OUT_OF_STOCK: 'orange', NOT_IN_CATALOG: 'gray' },
    label: (status) => `status.${status}`,
  },
} satisfies Record<string, StatusKind>;

export type StatusKindName = keyof typeof statusKinds;
