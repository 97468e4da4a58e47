import { Button } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The header's way to the cart: its campaign count, disabled while the cart is empty (spec 3 §2.3). */
export function CartButton({ count }: { count: number }) {
  const { t } = useTranslation('bookingPackages');
  if (count === 0) {
    return (
      <Button leftSection={<IconShoppingCart size={18} />} disabled>
        {t('cart', { count })}
      </Button>
    );
  }
  return (
    <Button component={Link} to={paths.bookingCart} leftSection={<IconShoppingCart size={18} />}>
      {t('cart', { count })}
    </Button>
  );
}
