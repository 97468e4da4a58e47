import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Me } from '../../features/accounts/api/get-me';
import { BillingLayout } from '../../features/billing/components/billing-layout';
import { ExportButton } from '../../features/exports/components/export-button';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { TopUpButton } from '../../features/top-up/components/top-up-button';
import { isStaffWithoutCompany, useSession } from '../session';

export type BillingListRouteProps = {
  /** The page title's key in the shell's texts. */
  titleKey: string;
  /** The export's data type. */
  dataType: string;
  /** The list's filters as they stand in the address, as export params. */
  exportParams: (search: URLSearchParams, me: Me) => Record<string, unknown>;
  children: ReactNode;
};

/**
 * The frame of a billing list (credits, transactions): the billing layout with its title, the export of
 * the list as filtered, and the top-up button (owner only, guarded by the billing area).
 */
export function BillingListRoute({ titleKey, dataType, exportParams, children }: BillingListRouteProps) {
  const { t } = useTranslation('shell');
  const me = useSession();
  const freePaid = useFeatureFlag('show_free_paid_credit');
  const [search] = useSearchParams();
  return (
    <BillingLayout
      title={t(titleKey)}
      showFreePaidCredit={freePaid.isActive}
      needsCompany={isStaffWithoutCompany(me)}
      actions={
        <>
          <ExportButton dataType={dataType} params={exportParams(search, me)} />
          <TopUpButton />
        </>
      }
    >
      {children}
    </BillingLayout>
  );
}
