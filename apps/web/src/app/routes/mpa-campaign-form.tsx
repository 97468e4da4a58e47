import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { SELLER_PARAM } from '../../components/seller-tabs/seller-tabs';
import { mpaCampaignsHref } from '../../config/paths';
import { MpaCampaignFormPage } from '../../features/mpa-campaign-form/components/mpa-campaign-form-page';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { lastSeller, rememberSeller } from '../../lib/last-mpa-seller';
import { useSession } from '../session';

function stateSeller(state: unknown): string | null {
  const sellerId = state && typeof state === 'object' ? (state as { sellerId?: unknown }).sellerId : null;
  return typeof sellerId === 'string' || typeof sellerId === 'number' ? String(sellerId) : null;
}

/**
 * /mpa/campaign/add and /mpa/campaign/edit/:campaignId (spec 3 §2.2), only under
 * enable_advanced_meta_advance_setup. The seller is the address's mbgSellerId, else the router state's, else
 * the last one chosen in this tab; with none the list takes over.
 */
export function MpaCampaignFormRoute() {
  const me = useSession();
  const { campaignId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const advanced = useFeatureFlag('enable_advanced_meta_advance_setup');
  const productFilters = useFeatureFlag('advanced_meta_product_filters');
  const adsPreview = useFeatureFlag('enable_meta_ads_preview');
  const sellerId = search.get(SELLER_PARAM) || stateSeller(location.state) || lastSeller();

  useEffect(() => {
    if (sellerId) rememberSeller(sellerId);
  }, [sellerId]);

  if (advanced.isLoading || productFilters.isLoading || adsPreview.isLoading) return <CenteredLoader />;
  if (!advanced.isActive || !sellerId) return <Navigate to={mpaCampaignsHref(sellerId)} replace />;
  const company = me.company;
  const zone = me.timezone || company?.timezone || 'UTC';
  return (
    <MpaCampaignFormPage
      key={`${sellerId}-${campaignId ?? 'new'}`}
      sellerId={sellerId}
      campaignId={campaignId ?? null}
      handedOver={location.state}
      flags={{ productFilters: productFilters.isActive, adsPreview: adsPreview.isActive }}
      sponsor={sponsorOf(company)}
      now={new Date()}
      fallbackZone={zone}
      onExit={() => navigate(mpaCampaignsHref(sellerId))}
      onSaved={(savedSellerId) => navigate(mpaCampaignsHref(savedSellerId))}
    />
  );
}

/**
 * The post's sponsor in the ad preview: the company by name, with its brand's logo when it has one brand. With
 * several the first brand's logo beside the company's name pictured another name ("HL" for Acme Fashion):
 * the initials of the name instead.
 */
export function sponsorOf(
  company: { name: string; brands: readonly { logo?: string | null }[] } | null | undefined,
) {
  const only = company?.brands.length === 1 ? company.brands[0] : undefined;
  return { name: company?.name ?? '', logoUrl: only?.logo ?? null };
}
