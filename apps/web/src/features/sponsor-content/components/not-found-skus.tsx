import { Stack, Text } from '@mantine/core';
import { numberFormat } from '@portal/domain/intl-formats';
import { ruleMessage } from '@portal/domain/sponsor-messages';
import { skuNotFoundSummary } from '@portal/domain/sponsor-skus';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../lib/messages';

type Reason = 'notFound' | 'sellerNotInCompany';

const lineOf: Record<Reason, (sku: string) => string> = {
  notFound: (sku) => ruleMessage('skuNotFound', { sku }),
  sellerNotInCompany: (sku) => ruleMessage('skuSellerNotInCompany', { sku }),
};

/**
 * SKUs left out as a summary (issue 12): the count when there is more than one, the first ten as
 * 'SKU not found: …' lines (or, for `sellerNotInCompany`, 'SKU … is sold by a seller that is not one of
 * your company's', decision 0267) and "and N more" — 4,971 unknown SKUs no longer make 4,971 lines.
 */
export function NotFoundSkus({
  skus,
  color,
  reason = 'notFound',
}: {
  skus: readonly string[];
  color?: string;
  reason?: Reason;
}) {
  const { t, i18n } = useTranslation('sponsorContent');
  const text = useMessageText();
  if (skus.length === 0) return null;
  const { count, examples, more } = skuNotFoundSummary(skus);
  const number = numberFormat(i18n.language);
  return (
    <Stack gap={2}>
      {count > 1 ? (
        <Text size="sm" c={color} fw={500}>
          {t(reason === 'notFound' ? 'skus.notFoundCount' : 'skus.outsideCount', {
            count,
            total: number.format(count),
          })}
        </Text>
      ) : null}
      {examples.map((sku) => (
        <Text key={sku} size="sm" c={color}>
          {text(lineOf[reason](sku))}
        </Text>
      ))}
      {more > 0 ? (
        <Text size="sm" c={color}>
          {t('skus.notFoundMore', { count: more, total: number.format(more) })}
        </Text>
      ) : null}
    </Stack>
  );
}
