import type { SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';

/** What the content components need to know about the chosen catalog (country). */
export type ContentCatalog = {
  id: string;
  baseUrl: string;
  currencySymbol: string;
  currencyCode?: string;
  name?: string;
  timeZone?: string;
  tzOffset?: number;
};

/** Shared props of the content components (contract with the wizards and the lists page). */
export type SponsorContentProps = {
  form: SponsorCampaignForm;
  onChange: (patch: Partial<SponsorCampaignForm>) => void;
  brandId: string | null;
  catalog: ContentCatalog | null;
  /** Field path → message keys (domain validation or server FieldErrors). */
  errors: Record<string, string[]>;
  readOnly?: boolean;
};

export type ProductContentProps = SponsorContentProps;
export type BannerContentProps = SponsorContentProps;

export type KeywordsInputProps = {
  value: string[];
  onChange: (keywords: string[]) => void;
  catalogId: string | null;
  error?: string | null;
  readOnly?: boolean;
  disabled?: boolean;
  label?: string;
};

export type NegativeKeywordsInputProps = {
  value: string[];
  onChange: (keywords: string[]) => void;
  error?: string | null;
  readOnly?: boolean;
  label?: string;
};

export type QuickCampaignDialogProps = {
  opened: boolean;
  onClose: () => void;
  brandId: string | null;
  companyId: string | null;
};
