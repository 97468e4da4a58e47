import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { ventureCode } from '@portal/domain/booking-dates';
import { isBookingCampaignStatus, isEditable } from '@portal/domain/booking-status';
import { type Asker, isAllowed } from '@portal/domain/permissions';
import { roleMatrix } from '@portal/domain/role-matrix';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { BookingStatusBadge } from '../../../components/booking-status-badge';
import { CenteredLoader } from '../../../components/centered-loader';
import { ErrorBanner } from '../../../components/error-banner';
import { PermissionDenied, saysPermissionDenied } from '../../../components/permission-denied';
import { bookingDetailHref, paths } from '../../../config/paths';
import { errorLines } from '../../../lib/form-errors';
import { withKeptParams } from '../../../lib/query-params';
import { useCampaignPlacements } from '../api/get-campaign-placements';
import { useSaveFieldValue } from '../api/save-field-value';
import type { UploadImage } from './field-editor';
import { PlacementCard } from './placement-card';

export type CampaignPlacementsPageProps = {
  campaignId: string;
  viewer: NonNullable<Asker>;
  /** POST /v1/uploads/images (composed by the route). */
  uploadImage: UploadImage;
};

/** /booking/:id/placements (decision 0240): each booked placement's fields per language, saved per field. */
export function CampaignPlacementsPage({ campaignId, viewer, uploadImage }: CampaignPlacementsPageProps) {
  const { t } = useTranslation('bookingDetail');
  const { search } = useLocation();
  const [{ data, fetching, error }] = useCampaignPlacements(campaignId);
  const [, saveValue] = useSaveFieldValue();
  if (saysPermissionDenied(errorLines({ error }))) return <PermissionDenied />;
  if (!data && fetching) return <CenteredLoader />;
  const campaign = data?.campaign;
  if (data && !campaign) return <Navigate to={withKeptParams(paths.bookingError, search)} replace />;
  const back = (
    <Anchor component={Link} to={withKeptParams(bookingDetailHref(campaignId), search)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {t('placements.back')}
      </Group>
    </Anchor>
  );
  if (!campaign || !data) {
    return (
      <Stack gap="md">
        {back}
        <ErrorBanner lines={errorLines({ error })} />
      </Stack>
    );
  }
  const mayEdit = isAllowed(roleMatrix.saveBookCampaignFieldValue, viewer);
  const editable = isBookingCampaignStatus(campaign.status) && isEditable(campaign.status);
  const isReadOnly = !mayEdit || !editable;
  const baseUrlOf = (code: string) =>
    data.allCatalogs.find((catalog) => ventureCode(catalog.code) === code)?.baseUrl ?? '';
  const onSave = async (input: {
    bookingId: string;
    fieldName: string;
    languageCode: string;
    value: string;
  }) => {
    const result = await saveValue(input, { additionalTypenames: ['PlacementFieldValue'] });
    const payload = result.data?.saveBookCampaignFieldValue;
    return payload?.ok ? [] : errorLines({ errors: payload?.errors, error: result.error });
  };
  return (
    <Stack gap="lg">
      {back}
      <Group gap="sm">
        <Title order={1}>{t('placements.title', { name: campaign.name })}</Title>
        <BookingStatusBadge status={campaign.status} />
      </Group>
      {isReadOnly ? (
        <Alert color="blue" variant="light" data-testid="placements-read-only">
          {mayEdit ? t('placements.notEditable') : t('placements.viewerReadOnly')}
        </Alert>
      ) : (
        <Text c="dimmed">{t('placements.hint')}</Text>
      )}
      {data.campaignPlacements.length === 0 ? <Text c="dimmed">{t('placements.empty')}</Text> : null}
      {data.campaignPlacements.map((placement) => (
        <PlacementCard
          key={placement.id}
          placement={placement}
          catalogBaseUrl={baseUrlOf(placement.venture.code)}
          isReadOnly={isReadOnly}
          onSave={onSave}
          uploadImage={uploadImage}
        />
      ))}
    </Stack>
  );
}
