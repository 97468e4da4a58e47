/** Spec 2 §7 arguments every dashboard query takes (campaignType SPONSOR, the page's filters). */
export type DashboardVariables = {
  fromDate: string;
  toDate: string;
  adType: 'PRODUCT' | 'BANNER';
  campaignType: 'SPONSOR';
  brandId: string | null;
  ventureId: string | null;
};
