/** A package as the catalog shows it (decision 0240's `Package`): what the cards and the comparison read. */
export type CatalogPackage = {
  id: string;
  code: string;
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  maxBookingDays: number;
  minPrice: string;
  paidCreditOnly: boolean;
  customBudget: boolean;
  fromPrice: string;
  tags: readonly { id: string; name: string; color: string }[];
  types: readonly { id: string; name: string }[];
  ventures: readonly { id: string; name: string; code: string; timeZone: string }[];
  segments: readonly {
    id: string;
    name: string;
    ventureId: string;
    placements: readonly { id: string; name: string }[];
  }[];
};

export type FilterOption = { id: string; name: string };

/** The wallet currency the "from" prices and minimums are shown in. */
export type WalletCurrency = { code: string; maxFractionDigits: number };
