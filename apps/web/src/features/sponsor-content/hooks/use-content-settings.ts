import { featureFlagDefaults } from '@portal/domain/feature-flags';
import { isAllowed } from '@portal/domain/permissions';
import { roleMatrix } from '@portal/domain/role-matrix';
import type { RoleName } from '@portal/domain/roles';
import { useContentSettingsQuery } from '../api/get-content-settings';
import { imageSizeLimitMb } from '../lib/banner-image';

export type ContentSettings = {
  isLoading: boolean;
  /** Staff always pass; everyone else needs the company approved (spec 2 §5). */
  isApproved: boolean;
  showDynamicFilter: boolean;
  enableCustomImage: boolean;
  validateSellers: boolean;
  /** addSellers is OWNER/ADMIN only (staff pass): others are told an owner or admin can add them. */
  canAddSellers: boolean;
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
    // While unknown, the server's own default (it checks with the same one).
    validateSellers:
      data?.validateSellerFlag?.isActive ?? featureFlagDefaults.validate_uploaded_product_seller,
    canAddSellers: isAllowed(roleMatrix.addSellers, {
      isStaff: data?.me.isGfg ?? false,
      roleName: (data?.me.role?.name as RoleName | undefined) ?? null,
    }),
    useAdvancedUi: data?.advancedUiFlag?.isActive ?? false,
    imageSizeLimitMb: imageSizeLimitMb(data?.imageSizeLimit?.value),
  };
}
