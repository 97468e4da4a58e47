import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type SupplierOption = { id: string; name: string; nameWithCluster: string };

export type CopyToSupplierDialogProps = {
  opened: boolean;
  campaignName: string;
  suppliers: readonly SupplierOption[] | null;
  isLoading: boolean;
  onClose: () => void;
  /** Copies the campaign; resolves with the error text to show, or null when it went on. */
  onCopy: (supplierId: string) => Promise<string | null>;
};

/** Spec 2 §2: pick a compatible supplier; errors stay in the dialog. */
export function CopyToSupplierDialog({
  opened,
  campaignName,
  suppliers,
  isLoading,
  onClose,
  onCopy,
}: CopyToSupplierDialogProps) {
  const { t } = useTranslation('sponsor');
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isCopying, setCopying] = useState(false);
  useEffect(() => {
    if (opened) {
      setSupplierId(null);
      setError(null);
    }
  }, [opened]);
  const copy = async () => {
    if (!supplierId) return;
    setCopying(true);
    setError(null);
    const failure = await onCopy(supplierId);
    setCopying(false);
    if (failure) setError(failure);
  };
  const options = (suppliers ?? []).map((supplier) => ({
    value: supplier.id,
    label: supplier.nameWithCluster || supplier.name,
  }));
  return (
    <Modal opened={opened} onClose={onClose} title={t('copy.title')} centered>
      <Stack gap="sm">
        <Text size="sm">{t('copy.description', { name: campaignName })}</Text>
        {!isLoading && options.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('copy.noSuppliers')}
          </Text>
        ) : (
          <Select
            label={t('copy.supplier')}
            placeholder={t('copy.choose')}
            data={options}
            value={supplierId}
            onChange={setSupplierId}
            disabled={isLoading}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={copy} disabled={!supplierId} loading={isCopying}>
            {t('copy.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
