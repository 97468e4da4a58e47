import { Alert, Stack, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/** A billing page: the header with the wallet's figures above the page's own content. */
export function BillingLayout({
  title,
  showFreePaidCredit,
  needsCompany,
  actions,
  children,
}: BillingLayoutProps) {
  const { t } = useTranslation('billing');
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
      {children}
    </Stack>
  );
}
