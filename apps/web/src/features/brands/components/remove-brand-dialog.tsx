import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import type { CompanyBrand } from '../api/get-company-brands';
import { useRemoveBrands } from '../api/remove-brands';
import { firstErrorLine } from './first-error';

export type RemoveBrandDialogProps = {
  brand: CompanyBrand | null;
  onClose: () => void;
  onRemoved: (name: string) => void;
};

/** "Remove <brand>?": the confirmation before removeBrands. */
export function RemoveBrandDialog({ brand, onClose, onRemoved }: RemoveBrandDialogProps) {
  const { t } = useTranslation('brands');
  const [state, removeBrands] = useRemoveBrands();
  const [lines, setLines] = useState<string[]>([]);

  const close = () => {
    setLines([]);
    onClose();
  };

  const confirm = async () => {
    if (!brand) return;
    const response = await removeBrands({ brandIds: [brand.id] });
    const payload = response.data?.removeBrands;
    if (!payload?.ok) {
      setLines(firstErrorLine(payload?.errors, response.error));
      return;
    }
    close();
    onRemoved(brand.name);
  };

  return (
    <Modal opened={brand !== null} onClose={close} title={t('removeTitle')}>
      <Stack gap="md">
        <ErrorBanner lines={lines} />
        <Text>{t('removeConfirm', { name: brand?.name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={state.fetching}>
            {t('remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
