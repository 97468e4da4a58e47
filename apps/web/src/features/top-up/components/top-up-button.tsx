import { Button } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllowTopUp } from '../api/get-allow-top-up';
import { TopUpModal } from './top-up-modal';

/** The billing header's Top up button; hidden when the company may not top up (allowTopUp false). */
export function TopUpButton() {
  const { t } = useTranslation('topUp');
  const [{ data }] = useAllowTopUp();
  const [opened, setOpened] = useState(false);
  // Mounted on first open and kept, so the result modal outlives the top-up modal.
  const [mounted, setMounted] = useState(false);
  if (!data?.allowTopUp) return null;
  return (
    <>
      <Button
        leftSection={<IconWallet size={16} />}
        onClick={() => {
          setMounted(true);
          setOpened(true);
        }}
      >
        {t('button')}
      </Button>
      {mounted ? <TopUpModal opened={opened} onClose={() => setOpened(false)} /> : null}
    </>
  );
}
