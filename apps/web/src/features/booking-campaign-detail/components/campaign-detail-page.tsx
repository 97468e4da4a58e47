import { Anchor, Group, Stack, Title } from '@mantine/core';
import type { Asker } from '@portal/domain/permissions';
import { zonedDay } from '@portal/domain/zoned-day';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { ErrorBanner } from '../../../components/error-banner';
import { PermissionDenied, saysPermissionDenied } from '../../../components/permission-denied';
import { paths } from '../../../config/paths';
import { errorLines } from '../../../lib/form-errors';
import { withKeptParams } from '../../../lib/query-params';
import { useBookingCampaign } from '../api/get-booking-campaign';
import { detailActions } from '../utils/detail-actions';
import { CampaignActions } from './campaign-actions';
import { CampaignHistory } from './campaign-history';
import { CampaignItemsTable } from './campaign-items-table';
import { CampaignPaymentCard } from './campaign-payment-card';
import { CampaignSummary } from './campaign-summary';
import { PurchasedItemsTable } from './purchased-items-table';

export type CampaignDetailPageProps = {
  campaignId: string;
  viewer: NonNullable<Asker>;
  /** The user's zone, for moments (created, history). */
  timeZone: string;
  /** Today's clock; tests pin it. */
  now?: Date;
};

/** /booking/:id/detail (decision 0240): summary, items, purchased items, payment, history and the actions. */
export function CampaignDetailPage({ campaignId, viewer, timeZone, now }: CampaignDetailPageProps) {
  const { t } = useTranslation('bookingDetail');
  const { search } = useLocation();
  const [{ data, fetching, error }, refetch] = useBookingCampaign(campaignId);
  if (saysPermissionDenied(errorLines({ error }))) return <PermissionDenied />;
  if (!data && fetching) return <CenteredLoader />;
  const campaign = data?.campaign;
  const back = (
    <Anchor component={Link} to={withKeptParams(paths.booking, search)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {t('back')}
      </Group>
    </Anchor>
  );
  if (error || !campaign) {
    if (data && !campaign) return <Navigate to={withKeptParams(paths.bookingError, search)} replace />;
    return (
      <Stack gap="md">
        {back}
        <ErrorBanner lines={errorLines({ error })} />
      </Stack>
    );
  }
  const ventureZone = campaign.items[0]?.venture.timeZone ?? timeZone;
  const actions = detailActions({
    status: campaign.status,
    paymentMethod: campaign.paymentMethod,
    paymentStatus: campaign.paymentStatus,
    endDate: campaign.endDate,
    today: zonedDay(now ?? new Date(), ventureZone),
    viewer,
  });
  return (
    <Stack gap="lg">
      {back}
      <Title order={1}>{t('title')}</Title>
      <CampaignActions
        campaign={campaign}
        actions={actions}
        onChanged={() => refetch({ requestPolicy: 'network-only' })}
      />
      <CampaignSummary campaign={campaign} timeZone={timeZone} />
      <CampaignItemsTable items={campaign.items} />
      <PurchasedItemsTable campaign={campaign} />
      <CampaignPaymentCard campaign={campaign} />
      <CampaignHistory history={campaign.history} timeZone={timeZone} />
    </Stack>
  );
}
