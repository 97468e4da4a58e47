import { Alert, Group, Radio, Stack, Text } from '@mantine/core';
import { bidDecimals, bidTypesFor } from '@portal/domain/sponsor-bid';
import type { BidType } from '@portal/domain/sponsor-campaign-form';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../components/money';
import { MoneyInput } from '../../../components/money-input';
import { useRecommendedBid } from '../api/get-recommended-bid';
import { useRuleText } from '../hooks/use-rule-text';
import { bidCurrency } from '../utils/bid-currency';
import type { StepProps } from '../utils/wizard-context';

/** Step "Bid strategy": AUTOMATED, MAXIMUM_CPC (product, 2 decimals) or MAXIMUM_CPI (banner, 6 decimals). */
export function BidStrategyFields({ campaign, errors, context }: StepProps) {
  const { t } = useTranslation('sponsorWizard');
  const ruleText = useRuleText();
  const { form } = campaign;
  const [{ data }] = useRecommendedBid(
    form.catalogId,
    form.brandId,
    form.adType,
    form.adType === 'PRODUCT' ? form.product.categoryIds : [],
  );
  const recommended = data?.recommendedBid ?? null;
  const symbol = context.walletCurrency.symbol;
  const formatMoney = useFormatMoney();
  const bid = (amount: string) => formatMoney(amount, bidCurrency(context.walletCurrency, form.adType));

  return (
    <Stack gap="md">
      <Radio.Group
        data-field="bidType"
        label={t('fields.bidType')}
        withAsterisk
        value={form.bidType}
        onChange={(bidType) => campaign.patch({ bidType: bidType as BidType })}
        error={ruleText(errors.bidType)}
      >
        <Group mt="xs">
          {bidTypesFor(form.adType).map((bidType) => (
            <Radio key={bidType} value={bidType} label={t(`bidTypes.${bidType}`)} />
          ))}
        </Group>
      </Radio.Group>
      {form.bidType === 'AUTOMATED' ? (
        <Text size="sm" c="dimmed">
          {t('bid.automatedHint')}
        </Text>
      ) : (
        <MoneyInput
          data-field="bid"
          label={t(`bid.amount.${form.bidType}`)}
          withAsterisk
          description={t('bid.decimals', { count: bidDecimals(form.bidType) })}
          currency={symbol}
          format="plain"
          value={form.bid}
          onChange={(bid) => campaign.patch({ bid })}
          error={ruleText(errors.bid)}
        />
      )}
      {recommended ? (
        <Alert variant="light" color="blue" title={t('bid.recommendedTitle')} data-testid="recommended-bid">
          <Text size="sm">{recommendedText(recommended, bid, t)}</Text>
          <Text size="sm">{t('bid.minimum', { min: bid(recommended.minBid) })}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}

type Recommended = { recommendedBid: string; recommendedBidRange: readonly string[]; sampleSize: number };

/** The recommended bid, with its range only when the range is more than the one value (QA walk 16). */
function recommendedText(
  recommended: Recommended,
  bid: (value: string) => string,
  t: (key: string, values: Record<string, string>) => string,
): string {
  const value = bid(recommended.recommendedBid);
  if (recommended.sampleSize === 0) return t('bid.noClearingPrices', { bid: value });
  const low = bid(recommended.recommendedBidRange[0] ?? recommended.recommendedBid);
  const high = bid(recommended.recommendedBidRange[1] ?? recommended.recommendedBid);
  return low === high
    ? t('bid.recommendedOnly', { bid: value })
    : t('bid.recommended', { bid: value, low, high });
}
