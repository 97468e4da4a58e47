import { Group, Radio, Stack } from '@mantine/core';
import type { CartState } from '@portal/domain/booking-cart';
import { useTranslation } from 'react-i18next';

type Method = NonNullable<CartState['paymentMethod']>;
const methods: readonly Method[] = ['PAID_CREDIT', 'CARD', 'WIRE_TRANSFER'];

export type PaymentFieldsProps = {
  paymentMethod: CartState['paymentMethod'];
  paymentTerms: CartState['paymentTerms'];
  /** A package of the cart is paid-credit-only: the other methods are off. */
  paidCreditOnly: boolean;
  methodError?: string;
  termsError?: string;
  onChange: (payment: { paymentMethod: Method; paymentTerms: CartState['paymentTerms'] }) => void;
};

/** How the cart is paid (decision 0240): paid credit, card or wire; 30 days' terms only for a wire. */
export function PaymentFields(props: PaymentFieldsProps) {
  const { paymentMethod, paymentTerms, paidCreditOnly, methodError, termsError, onChange } = props;
  const { t } = useTranslation('bookingCart');
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('payment.method')}
        withAsterisk
        value={paymentMethod ?? ''}
        error={methodError}
        onChange={(value) =>
          onChange({
            paymentMethod: value as Method,
            paymentTerms: value === 'WIRE_TRANSFER' ? paymentTerms : 'IMMEDIATE',
          })
        }
      >
        <Group mt="xs">
          {methods.map((method) => (
            <Radio
              key={method}
              value={method}
              label={t(`payment.methods.${method}`)}
              disabled={paidCreditOnly && method !== 'PAID_CREDIT'}
            />
          ))}
        </Group>
      </Radio.Group>
      {paymentMethod === 'WIRE_TRANSFER' ? (
        <Radio.Group
          label={t('payment.terms')}
          value={paymentTerms}
          error={termsError}
          onChange={(value) => onChange({ paymentMethod, paymentTerms: value as CartState['paymentTerms'] })}
        >
          <Group mt="xs">
            <Radio value="IMMEDIATE" label={t('payment.termsOptions.IMMEDIATE')} />
            <Radio value="IN_30_DAYS" label={t('payment.termsOptions.IN_30_DAYS')} />
          </Group>
        </Radio.Group>
      ) : null}
    </Stack>
  );
}
