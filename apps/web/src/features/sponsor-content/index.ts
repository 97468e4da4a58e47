/** Public API of the sponsored-content feature: the wizards and the lists page import only from here. */
export { BannerContent } from './components/banner-content';
export { KeywordsInput } from './components/keywords-input';
export { NegativeKeywordsInput } from './components/negative-keywords-input';
export { ProductContent } from './components/product-content';
export { QuickCampaignDialog } from './components/quick-campaign-dialog';
export { quickDraftKey } from './lib/quick-draft';
export type {
  BannerContentProps,
  ContentCatalog,
  KeywordsInputProps,
  NegativeKeywordsInputProps,
  ProductContentProps,
  QuickCampaignDialogProps,
  SponsorContentProps,
} from './types';
