import { Button, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { zonedDay } from '@portal/domain/zoned-day';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionModal } from '../../../components/decision-modal';
import { ErrorBanner } from '../../../components/error-banner';
import { PermissionDenied, saysPermissionDenied } from '../../../components/permission-denied';
import { useBookingCart } from '../../../lib/booking-cart-store';
import { errorLines } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/validate';
import { useCartCatalog } from '../api/get-cart-catalog';
import { useSegmentPricings } from '../api/get-segment-pricings';
import { usePlaceOrder } from '../hooks/use-place-order';
import type { CartPackage, CartVoucher } from '../types';
import { priceCart } from '../utils/cart-pricing';
import { CampaignCard } from './campaign-card';
import { EmptyCart } from './empty-cart';
import { OrderSummary } from './order-summary';
import { PaymentFields } from './payment-fields';
import { VoucherField } from './voucher-field';

export type CartPageProps = {
  userId: string;
  companyId: string;
  brands: readonly { id: string; name: string }[];
  /** The header's brand filter (`?brandId`), the picker's first choice. */
  initialBrandId: string | null;
  /** Flag overlap_standard_booking. */
  allowOverlap: boolean;
  canRedeemVoucher: boolean;
  /** The clock (tests); unset: the wall clock. */
  now?: Date;
};

function todayOf(pkg: CartPackage, now: Date): string {
  return (
    pkg.ventures
      .map((venture) => zonedDay(now, venture.timeZone))
      .sort()
      .at(-1) ?? zonedDay(now, 'UTC')
  );
}

/** /booking/cart (decision 0240): the campaigns to buy, their weeks, placements, prices, and the checkout. */
export function CartPage(props: CartPageProps) {
  const { userId, companyId, brands, initialBrandId, allowOverlap, canRedeemVoucher } = props;
  const clock = () => props.now ?? new Date();
  const { t } = useTranslation('bookingCart');
  const { cart, dispatch } = useBookingCart(userId);
  const [brandId, setBrandId] = useState<string | null>(
    brands.find((brand) => brand.id === initialBrandId)?.id ?? brands[0]?.id ?? null,
  );
  const [voucher, setVoucher] = useState<CartVoucher | null>(null);
  const [isResetting, setResetting] = useState(false);
  const [catalog] = useCartCatalog(companyId);
  const packageIds = [...new Set(cart.campaigns.map((campaign) => campaign.packageId))].sort();
  const [pricings] = useSegmentPricings(packageIds);
  const order = usePlaceOrder({ cart, brandId, dispatch });

  const lines = errorLines({ error: catalog.error ?? pricings.error });
  if (saysPermissionDenied(lines)) return <PermissionDenied />;

  const translate = (list: readonly string[]) =>
    list.map((line) => translateMessage(line, (key, values) => t(key, values))).join(' ') || undefined;
  const resetModal = (
    <DecisionModal
      decision={
        isResetting
          ? { title: t('reset.title'), message: t('reset.message'), confirmLabel: t('reset.confirm') }
          : null
      }
      cancelLabel={t('reset.cancel')}
      errorLines={[]}
      isSending={false}
      onClose={() => setResetting(false)}
      onConfirm={() => {
        dispatch({ type: 'reset' });
        setVoucher(null);
        setResetting(false);
      }}
    />
  );
  const header = (
    <Group justify="space-between">
      <Title order={1}>{t('title')}</Title>
      {cart.campaigns.length > 0 ? (
        <Button variant="default" color="red" onClick={() => setResetting(true)}>
          {t('reset.button')}
        </Button>
      ) : null}
    </Group>
  );
  if (cart.campaigns.length === 0) {
    return (
      <Stack gap="lg">
        {header}
        <EmptyCart />
      </Stack>
    );
  }

  const data = catalog.data;
  const company = data?.companyById;
  if (!data || !company || !pricings.data) {
    return (
      <Stack gap="lg">
        {header}
        <ErrorBanner lines={lines} />
        {lines.length === 0 ? <Skeleton height={320} radius="md" data-testid="cart-loading" /> : null}
        {resetModal}
      </Stack>
    );
  }

  const context = {
    packages: data.allPackages.objects,
    pricings: pricings.data.packageSegmentPricings,
    discounts: data.packagesDiscounts,
    currencies: data.currencies,
    company,
  };
  const appliedVoucher = cart.voucherInfo?.redeemId === voucher?.redeemId ? voucher : null;
  const price = priceCart({
    cart,
    context,
    voucher: appliedVoucher,
    todayOf: (pkg) => todayOf(pkg, clock()),
  });
  const missing = cart.campaigns.filter(
    (campaign) => !price.campaigns.some((p) => p.campaign.id === campaign.id),
  );
  const canPlace =
    brandId !== null &&
    cart.paymentMethod !== null &&
    missing.length === 0 &&
    price.campaigns.every(
      ({ campaign, discountError }) => campaign.startDate !== null && discountError === null,
    );
  const wallet = company.walletCurrency;

  return (
    <Stack gap="lg">
      {header}
      <ErrorBanner lines={[...lines, ...order.errors.top]} />
      <Select
        label={t('brand')}
        withAsterisk
        w={320}
        value={brandId}
        onChange={setBrandId}
        data={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
        error={translate(order.errors.brand)}
      />
      {missing.map((campaign) => (
        <Card key={campaign.id} withBorder>
          <Group justify="space-between">
            <Text>{t('campaign.unavailable', { code: campaign.packageCode })}</Text>
            <Button
              variant="subtle"
              color="red"
              onClick={() => dispatch({ type: 'removeCampaign', campaignId: campaign.id })}
            >
              {t('campaign.remove')}
            </Button>
          </Group>
        </Card>
      ))}
      {price.campaigns.map((campaignPrice) => (
        <CampaignCard
          key={campaignPrice.campaign.id}
          price={campaignPrice}
          cart={cart}
          wallet={wallet}
          currencies={data.currencies}
          allowOverlap={allowOverlap}
          today={todayOf(campaignPrice.pkg, clock())}
          now={clock}
          errors={order.errors.campaigns[cart.campaigns.indexOf(campaignPrice.campaign)] ?? []}
          dispatch={dispatch}
        />
      ))}
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          {canRedeemVoucher || cart.voucherInfo ? (
            <VoucherField
              applied={cart.voucherInfo ? { code: cart.voucherInfo.code, details: appliedVoucher } : null}
              error={translate(order.errors.voucher)}
              onApply={(info) => {
                setVoucher(info);
                dispatch({
                  type: 'setVoucher',
                  voucherInfo: { redeemId: info.redeemId, code: info.voucherCode },
                });
              }}
              onRemove={() => {
                setVoucher(null);
                dispatch({ type: 'setVoucher', voucherInfo: null });
              }}
            />
          ) : null}
          <PaymentFields
            paymentMethod={cart.paymentMethod}
            paymentTerms={cart.paymentTerms}
            paidCreditOnly={cart.paidCreditOnly}
            methodError={translate(order.errors.payment)}
            termsError={translate(order.errors.terms)}
            onChange={(payment) => dispatch({ type: 'setPayment', ...payment })}
          />
        </Stack>
      </Card>
      <OrderSummary
        wallet={wallet}
        voucherMicros={price.voucherMicros}
        totalWallet={price.totalWallet}
        canPlace={canPlace}
        isPlacing={order.isPlacing}
        onPlace={() => void order.submit()}
      />
      {resetModal}
    </Stack>
  );
}
