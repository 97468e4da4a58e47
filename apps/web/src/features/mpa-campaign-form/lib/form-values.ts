import { emptyMetaCampaignForm, type MetaCampaignFormValues } from '@portal/domain/meta-campaign-form';

/** The form as typed (the quick form's fields, `packages/domain/meta-campaign-form`) and its SKUs. */
export type MpaFormValues = MetaCampaignFormValues & {
  /** Spec 3 §2.2's hidden skus field: the sponsored list, or the stored SKUs kept on edit. */
  productSKUs: string[];
};

export const emptyFormValues: MpaFormValues = { ...emptyMetaCampaignForm, productSKUs: [] };
