import { Menu } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogName } from '../../../lib/country-name';
import { authFlowHref } from '../utils/auth-flow-href';
import { SellerCenterButton } from './seller-center-button';
import type { SellerCenterChoice } from './seller-center-chooser';

/**
 * The seller centers' menu, loaded by the first click on its button (seller-center-chooser.tsx). It mounts
 * closed, takes the focus of the button it replaces, then opens as that click asked: the menu then returns
 * focus to its button when it closes, as any Mantine menu does.
 */
export function SellerCenterMenu({ backends, mode, redirectUrl }: SellerCenterChoice) {
  const { t } = useTranslation('social');
  const nameOf = useCatalogName();
  const target = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    target.current?.focus();
    setOpen(true);
  }, []);
  return (
    <Menu opened={isOpen} onChange={setOpen} position="bottom" width="target">
      <Menu.Target>
        <SellerCenterButton ref={target} iconUrl={backends[0]?.iconUrl ?? null} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('chooseMarketplace')}</Menu.Label>
        {backends.map((backend) => (
          <Menu.Item key={backend.id} component="a" href={authFlowHref(backend.authUrl, mode, redirectUrl)}>
            {backend.catalog ? nameOf(backend.catalog) : backend.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
