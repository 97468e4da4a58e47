export type CountryCode = 'SG' | 'ID' | 'MY' | 'PH' | 'HK' | 'TW';
export type Person = { firstName: string; lastName: string; title: string };

export type CompanySpec = {
  name: string;
  slug: string;
  country: CountryCode;
  brandNames: readonly string[];
  /** Marketplace seller ids (SG-SEL-0001); only stores of catalogs where a brand of the company sells. */
  sellerIds: readonly string[];
  walletCurrency: string;
  reportCurrency: string;
  size: '1-50' | '50-100' | '100-250' | '250';
  isApprovedByStaff: boolean;
  canBeToppedUp: boolean;
  canBeUpdated: boolean;
  clusterName: string | null;
  /** Extra companies get a generated owner; the fixed ones get their owners from the demo users. */
  owner: Person | null;
};

export const countries: Record<
  CountryCode,
  { timezone: string; dialCode: string; currency: string; streets: string[] }
> = {
  SG: {
    timezone: 'Asia/Singapore',
    dialCode: '+65',
    currency: 'SGD',
    streets: ['Orchard Road', 'Raffles Place', 'Harbourfront Walk', 'Anson Road'],
  },
  ID: {
    timezone: 'Asia/Jakarta',
    dialCode: '+62',
    currency: 'IDR',
    streets: ['Jalan Sudirman', 'Jalan Thamrin', 'Jalan Gatot Subroto'],
  },
  MY: {
    timezone: 'Asia/Kuala_Lumpur',
    dialCode: '+60',
    currency: 'MYR',
    streets: ['Jalan Ampang', 'Jalan Bukit Bintang', 'Jalan Tun Razak'],
  },
  PH: {
    timezone: 'Asia/Manila',
    dialCode: '+63',
    currency: 'PHP',
    streets: ['Ayala Avenue', 'Bonifacio High Street', 'Ortigas Avenue'],
  },
  HK: {
    timezone: 'Asia/Hong_Kong',
    dialCode: '+852',
    currency: 'HKD',
    streets: ['Queen’s Road Central', 'Nathan Road', 'Hennessy Road'],
  },
  TW: {
    timezone: 'Asia/Taipei',
    dialCode: '+886',
    currency: 'TWD',
    streets: ['Xinyi Road', 'Zhongxiao East Road', 'Dunhua South Road'],
  },
};

/** The companies tests and docs name: Acme Fashion, Bolt Apparel and Empty Co. */
export const fixedCompanySpecs: readonly CompanySpec[] = [
  {
    name: 'Acme Fashion',
    slug: 'acme-fashion',
    country: 'SG',
    brandNames: ['Northwind', 'Lumen & Loom', 'Harbor Lane', 'Kite Athletics'],
    // A store in every catalog its brands reach: it may sponsor its own stores' products only (0267).
    sellerIds: [
      'SG-SEL-0001',
      'SG-SEL-0002',
      'ID-SEL-0001',
      'MY-SEL-0001',
      'PH-SEL-0001',
      'HK-SEL-0001',
      'TW-SEL-0001',
    ],
    walletCurrency: 'SGD',
    reportCurrency: 'SGD',
    size: '100-250',
    isApprovedByStaff: true,
    canBeToppedUp: true,
    canBeUpdated: true,
    clusterName: null,
    owner: null,
  },
  {
    name: 'Bolt Apparel',
    slug: 'bolt-apparel',
    country: 'MY',
    // Kite Athletics is Acme's too: multi@ (Acme ADMIN, Bolt OWNER) can try "copy to another
    // supplier" on Acme's Kite Athletics campaigns (issue 12: demo data exercises every feature).
    brandNames: ['Bolt Active', 'Ironbark Denim', 'Velvet Fern', 'Kite Athletics'],
    sellerIds: ['SG-SEL-0003', 'MY-SEL-0002'],
    walletCurrency: 'MYR',
    reportCurrency: 'MYR',
    size: '50-100',
    isApprovedByStaff: true,
    canBeToppedUp: true,
    canBeUpdated: true,
    clusterName: null,
    owner: null,
  },
  {
    name: 'Empty Co',
    slug: 'empty-co',
    country: 'SG',
    brandNames: [],
    sellerIds: [],
    walletCurrency: 'SGD',
    reportCurrency: 'SGD',
    size: '1-50',
    // A company that just signed up: no brands yet, not reviewed by staff.
    isApprovedByStaff: false,
    canBeToppedUp: true,
    canBeUpdated: true,
    clusterName: null,
    owner: null,
  },
];
