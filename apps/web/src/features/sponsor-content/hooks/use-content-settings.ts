import { useContentSettingsQuery } from '../api/get-content-settings';
import { imageSizeLimitMb } from '../lib/banner-image';

export type ContentSettings = {
  isLoading: boolean;
  /** Staff always pass; everyone else needs the company approved (spec 2 §5). */
  isApproved: boolean;
  showDynamicFilter: boolean;
  enableCustomImage: boolean;
  validateSellers: boolean;
  useAdvancedUi: boolean;
  imageSizeLimitMb: number;
};

export function useContentSettings(): ContentSettings {
  const [{ data, fetching }] = useContentSettingsQuery();
  return {
    isLoading: !data && fetching,
    isApproved: Boolean(data?.me.isApprovedByStaff || data?.me.isGfg),
    showDynamicFilter: data?.dynamicFilterFlag?.isActive ?? false,
    enableCustomImage: data?.customImageFlag?.isActive ?? false,
    validateSellers: data?.validateSellerFlag?.isActive ?? false,
    useAdvancedUi: data?.advancedUiFlag?.isActive ?? false,
    imageSizeLimitMb: imageSizeLimitMb(data?.imageSizeLimit?.value),
  };
}
