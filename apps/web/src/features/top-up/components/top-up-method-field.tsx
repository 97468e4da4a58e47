import { Alert, Anchor, Radio, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { brandLabel } from '../../../lib/card-brand';
import type { TopUpOptions } from '../api/get-top-up-options';
import type { TopUpFormValues } from '../hooks/use-top-up-form';
import type { MethodOption } from './top-up-methods';

export type TopUpMethodFieldProps = {
  form: UseFormReturnType<TopUpFormValues>;
  options: readonly MethodOption[];
  data: TopUpOptions | undefined;
  isCard: boolean;
  hasNoCard: boolean;
  disabled: boolean;
  onEdit: () => void;
  onLeave: () => void;
};

/** The payment methods under their flags; a card says which card is charged, or links to add one. */
export function TopUpMethodField({
  form,
  options,
  data,
  isCard,
  hasNoCard,
  disabled,
  onEdit,
  onLeave,
}: TopUpMethodFieldProps) {
  const { t } = useTranslation('topUp');
  const card = data?.paymentMethods[0];
  return (
    <>
      <Radio.Group
        label={t('methodLabel')}
        value={form.values.method}
        onChange={(value) => {
          form.setFieldValue('method', value);
          onEdit();
        }}
      >
        <Stack gap="xs" mt="xs">
          {options.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              label={option.label}
              disabled={option.disabled || disabled}
            />
          ))}
          {data && options.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('noMethods')}
            </Text>
          ) : null}
        </Stack>
      </Radio.Group>
      {isCard && data ? (
        hasNoCard ? (
          <Alert color="orange" variant="light" icon={<IconCreditCard size={18} />}>
            <Stack gap={4}>
              <Text size="sm">{t('noCard')}</Text>
              <Anchor component={Link} to={paths.billing.method} size="sm" onClick={onLeave}>
                {t('addCard')}
              </Anchor>
            </Stack>
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {t('chargedTo', { brand: card ? brandLabel(card.brand) : '', last4: card?.last4 ?? '' })}
          </Text>
        )
      ) : null}
    </>
  );
}
