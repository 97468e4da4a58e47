import { type Asker, isAllowed } from '@portal/domain/permissions';
import { roleMatrix } from '@portal/domain/role-matrix';

/** What the viewer may do on the dashboard: the role matrix's rows of the operations each control runs. */
export type MpaPermissions = {
  linkAccount: boolean;
  createCampaign: boolean;
  editCampaign: boolean;
  topUp: boolean;
};

export function mpaPermissions(viewer: Asker): MpaPermissions {
  return {
    linkAccount: isAllowed(roleMatrix.onboardSeller, viewer),
    createCampaign: isAllowed(roleMatrix.createMetaCampaign, viewer),
    editCampaign: isAllowed(roleMatrix.updateMetaCampaign, viewer),
    topUp: isAllowed(roleMatrix.createMpaTopUpRequest, viewer),
  };
}
