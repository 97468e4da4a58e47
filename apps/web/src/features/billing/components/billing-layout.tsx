import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWallet } from '../api/get-wallet';
import { BillingHeader } from './billing-header';

export type BillingLayoutProps = {
  title: string;
  showFreePaidCredit: boolean;
  /** Staff acting for no company yet: nothing to show until they pick one in the filter. */
  needsCompany: boolean;
  /** Buttons at the right of the header (top-up, export), composed by the route. */
  actions?: ReactNode;
  children: ReactNode;
};

/** Stands for the page's content while the wallet loads: the filter row and a few table rows. */
function BodyPlaceholder() {
  return (
    <Stack gap="sm" aria-hidden data-testid="billing-body-placeholder">
      <Skeleton h={60} maw={760} />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} h={36} />
      ))}
    </Stack>
  );
}

/**
 * A billing page: the header with the wallet's figures above the page's own content. The content is
 * mounted at once (its queries run beside the wallet's) but shown only when the wallet has answered, in
 * the same pass as the expiring-soon alert above it, so the alert never pushes a drawn table down.
 */
export function BillingLayout({
  title,
  showFreePaidCredit,
  needsCompany,
  actions,
  children,
}: BillingLayoutProps) {
  const { t } = useTranslation('billing');
  const [{ data, error }] = useWallet({ pause: needsCompany });
  const isWalletLoading = !data && !error;
  if (needsCompany) {
    return (
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Alert color="blue" variant="light" icon={<IconBuildingStore size={18} />}>
          {t('staff.pickCompany')}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <BillingHeader title={title} showFreePaidCredit={showFreePaidCredit} actions={actions} />
      {isWalletLoading ? <BodyPlaceholder /> : null}
      <div hidden={isWalletLoading} data-testid="billing-body">
        {children}
      </div>
    </Stack>
  );
}
