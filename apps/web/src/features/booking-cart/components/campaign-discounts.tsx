import { Checkbox, Stack, Text } from '@mantine/core';
import type { Discount } from '@portal/domain/booking-pricing';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/validate';

export type CampaignDiscountsProps = {
  applicable: readonly Discount[];
  chosenIds: readonly string[];
  /** discountSelectionError's message for the chosen ones, if refused. */
  error: string | null;
  onChange: (discountIds: string[]) => void;
};

/** The discounts the campaign may take (subtotal and lead time reached): stackable ones add up, others alone. */
export function CampaignDiscounts({ applicable, chosenIds, error, onChange }: CampaignDiscountsProps) {
  const { t } = useTranslation('bookingCart');
  if (applicable.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('discounts.none')}
      </Text>
    );
  }
  return (
    <Checkbox.Group
      label={t('discounts.label')}
      value={[...chosenIds]}
      onChange={onChange}
      error={error ? translateMessage(error, (key, values) => t(key, values)) : undefined}
    >
      <Stack gap={4} mt={4}>
        {applicable.map((discount) => (
          <Checkbox
            key={discount.id}
            value={discount.id}
            label={t(discount.stackable ? 'discounts.stackable' : 'discounts.alone', {
              name: discount.name,
              percent: discount.discountPercent,
            })}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
