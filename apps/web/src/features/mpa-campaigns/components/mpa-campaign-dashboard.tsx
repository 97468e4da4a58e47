import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Asker } from '@portal/domain/permissions';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { SellerTabs, useSelectedSeller } from '../../../components/seller-tabs/seller-tabs';
import { errorLines } from '../../../lib/form-errors';
import { rememberSeller } from '../../../lib/last-mpa-seller';
import { type MpaSeller, useCompanySellers } from '../api/company-sellers';
import { useAccountChanged } from '../hooks/use-account-changed';
import { mpaPermissions } from '../utils/permissions';
import { AccountChangedModal } from './account-changed-modal';
import { AccountStatusCard } from './account-status-card';
import { LinkAccountModal } from './link-account-modal';
import { OnboardedPanel } from './onboarded-panel';

export type MpaCampaignDashboardProps = {
  viewer: Asker;
  /** The session's company when the page loaded ('account changed' compares with it). */
  companyId: string | null;
  flags: { advancedSetup: boolean; paidCredit: boolean };
  /** Loads the page afresh (the browser's reload by default). */
  onRefresh?: () => void;
};

function NotLinkedPanel({ seller, canLink }: { seller: MpaSeller; canLink: boolean }) {
  const { t } = useTranslation('mpa');
  const [opened, setOpened] = useState(false);
  // The sellers list already says so: this panel gives way to the dashboard.
  const linked = () => {
    setOpened(false);
    notifications.show({ color: 'green', message: t('link.linked', { seller: seller.nameWithCatalog }) });
  };
  return (
    <>
      <AccountStatusCard
        sellerName={seller.nameWithCatalog}
        canLink={canLink}
        onLink={() => setOpened(true)}
      />
      {opened ? (
        <LinkAccountModal seller={seller} opened onClose={() => setOpened(false)} onLinked={linked} />
      ) : null}
    </>
  );
}

/** /mpa/campaign (spec 3 §2.2 "Campaign list / dashboard"): a tab per company seller, linked or to link. */
export function MpaCampaignDashboard({
  viewer,
  companyId,
  flags,
  onRefresh = () => window.location.reload(),
}: MpaCampaignDashboardProps) {
  const { t } = useTranslation('mpa');
  const [{ data, error }] = useCompanySellers();
  const accountChanged = useAccountChanged(companyId);
  const can = mpaPermissions(viewer);
  // The advanced form's address may leave the seller out: it falls back to the tab chosen here last.
  const selectedId = useSelectedSeller(data?.getCompanySellers)?.id ?? null;
  useEffect(() => {
    if (selectedId) rememberSeller(selectedId);
  }, [selectedId]);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      {error && !data ? <ErrorBanner lines={errorLines({ error })} /> : null}
      {error && !data ? null : (
        <SellerTabs sellers={data?.getCompanySellers}>
          {(seller) =>
            seller.isMpaOnboarded ? (
              <OnboardedPanel key={seller.id} seller={seller} can={can} flags={flags} />
            ) : (
              <NotLinkedPanel key={seller.id} seller={seller} canLink={can.linkAccount} />
            )
          }
        </SellerTabs>
      )}
      <AccountChangedModal opened={accountChanged} onRefresh={onRefresh} />
    </Stack>
  );
}
