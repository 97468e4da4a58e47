import { useParams } from 'react-router';
import { CampaignPlacementsPage } from '../../features/booking-placements/components/campaign-placements-page';
import type { UploadImage } from '../../features/booking-placements/components/field-editor';
import { uploadBannerImage } from '../../features/sponsor-content/lib/upload-banner-image';
import { useSession, viewerOf } from '../session';

/** A placement field's image goes through the one image upload (POST /v1/uploads/images, no banner type). */
const uploadImage: UploadImage = async (file) => {
  const result = await uploadBannerImage(file, { bannerTypeId: null });
  return result.ok ? { ok: true, url: result.image.url } : result;
};

/** /booking/:id/placements: the campaign's placement fields per language (decision 0240). */
export function BookingPlacementsRoute() {
  const me = useSession();
  const { id = '' } = useParams();
  return (
    <CampaignPlacementsPage
      key={`${me.company?.id ?? 'none'}:${id}`}
      campaignId={id}
      viewer={viewerOf(me)}
      uploadImage={uploadImage}
    />
  );
}
