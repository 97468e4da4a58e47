import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TopUpFormValues } from '../hooks/use-top-up-form';

export type TopUpVoucherFieldProps = {
  form: UseFormReturnType<TopUpFormValues>;
  isApplying: boolean;
  showsNotice: boolean;
  disabled: boolean;
  onApply: () => void;
  onRemove: () => void;
};

/** The voucher code with Apply, or Remove once redeemed (spec 1 §4); its errors are the field's own. */
export function TopUpVoucherField({
  form,
  isApplying,
  showsNotice,
  disabled,
  onApply,
  onRemove,
}: TopUpVoucherFieldProps) {
  const { t } = useTranslation('topUp');
  const { voucher, voucherCode } = form.values;
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('voucherCode')}
          {...form.getInputProps('voucherCode')}
          disabled={voucher !== null || disabled}
          maxLength={64}
          style={{ flex: 1 }}
        />
        {voucher ? (
          <Button variant="default" onClick={onRemove} disabled={disabled}>
            {t('resetVoucher')}
          </Button>
        ) : (
          <Button
            variant="light"
            onClick={onApply}
            loading={isApplying}
            disabled={voucherCode.trim() === '' || disabled}
          >
            {t('apply')}
          </Button>
        )}
      </Group>
      {showsNotice ? (
        <Text size="sm" c="teal.9" role="status">
          <IconDiscountCheck size={14} style={{ verticalAlign: 'middle' }} /> {t('applyVoucherCodeSuccess')}
        </Text>
      ) : null}
    </Stack>
  );
}
