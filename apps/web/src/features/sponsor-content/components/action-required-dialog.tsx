import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { useAddSellers } from '../api/add-sellers';

export type OutsideSeller = { id: string; nameWithCatalog: string; originalSellerId: string };

export type ActionRequiredDialogProps = {
  opened: boolean;
  skus: string[];
  sellers: OutsideSeller[];
  /** addSellers is OWNER/ADMIN only: without it the dialog says who can add them and offers to go on. */
  canAddSellers: boolean;
  /** true: the sellers were added and the SKUs are kept; false: the SKUs are dropped. */
  onDone: (sellersAdded: boolean) => void;
};

/** SKUs of sellers outside the company (flag validate_uploaded_product_seller): offer to add those sellers. */
export function ActionRequiredDialog({
  opened,
  skus,
  sellers,
  canAddSellers,
  onDone,
}: ActionRequiredDialogProps) {
  const { t } = useTranslation('sponsorContent');
  const [{ fetching }, addSellers] = useAddSellers();
  const [lines, setLines] = useState<string[]>([]);

  const add = async () => {
    setLines([]);
    const response = await addSellers({ sellerIds: sellers.map((seller) => seller.id) });
    const payload = response.data?.addSellers;
    if (!payload?.ok) {
      setLines(errorLines({ errors: payload?.errors, error: response.error }).slice(0, 1));
      return;
    }
    onDone(true);
  };

  return (
    <Modal opened={opened} onClose={() => onDone(false)} title={t('actionRequired.title')} size="lg">
      <Stack gap="sm">
        <ErrorBanner lines={lines} />
        <Text size="sm">{t('actionRequired.body', { count: skus.length })}</Text>
        <Text size="sm" c="dimmed">
          {skus.slice(0, 10).join(', ')}
          {skus.length > 10 ? ` ${t('actionRequired.more', { count: skus.length - 10 })}` : ''}
        </Text>
        <Text size="sm" fw={500}>
          {t('actionRequired.sellers')}
        </Text>
        <List size="sm">
          {sellers.map((seller) => (
            <List.Item key={seller.id}>{seller.nameWithCatalog}</List.Item>
          ))}
        </List>
        {canAddSellers ? null : (
          <Text size="sm" c="orange">
            {t('actionRequired.askAdmin')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant={canAddSellers ? 'default' : 'filled'} onClick={() => onDone(false)}>
            {canAddSellers ? t('actionRequired.dropSkus') : t('actionRequired.continueWithout')}
          </Button>
          {canAddSellers ? (
            <Button loading={fetching} onClick={add}>
              {t('actionRequired.addSellers')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
