import { Button } from '@mantine/core';
import { IconBuildingStore, IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import { useTranslation } from 'react-i18next';

export type SellerCenterButtonProps = ComponentPropsWithoutRef<'button'> & {
  ref?: Ref<HTMLButtonElement>;
  /** The first seller center's icon, when it has one. */
  iconUrl: string | null;
};

/** The "Seller Center" button: the same look before and after the menu's code has loaded. */
export function SellerCenterButton({ iconUrl, ...props }: SellerCenterButtonProps) {
  const { t } = useTranslation('social');
  return (
    <Button
      variant="default"
      fullWidth
      leftSection={
        iconUrl ? <img src={iconUrl} alt="" width={18} height={18} /> : <IconBuildingStore size={18} />
      }
      rightSection={<IconChevronDown size={16} />}
      {...props}
    >
      {t('sellerCenter')}
    </Button>
  );
}
