import { Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { paths } from '../../config/paths';
import type { Me } from '../../features/accounts/api/get-me';
import { AccountSwitcher } from '../../features/accounts/components/account-switcher';
import { BrandSelector } from '../../features/accounts/components/brand-selector';
import { CompanyFilter } from '../../features/accounts/components/company-filter';
import { ProfileMenu } from '../../features/accounts/components/profile-menu';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { withKeptParams } from '../../lib/query-params';
import { translateMessage } from '../../lib/validate';

export type HeaderProps = {
  me: Me;
  showLanguageSwitcher: boolean;
  isNavbarOpen: boolean;
  onToggleNavbar: () => void;
  onLogout: () => void;
};

export function Header({ me, showLanguageSwitcher, isNavbarOpen, onToggleNavbar, onLogout }: HeaderProps) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const brands = me.company?.brands ?? [];

  const selectCompany = useCallback(
    (companyId: string | null) => {
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (companyId) next.set('company', companyId);
        else next.delete('company');
        next.delete('brandId');
        return next;
      });
    },
    [setSearchParams],
  );

  const selectBrand = useCallback(
    (brandId: string | null) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (brandId) next.set('brandId', brandId);
          else next.delete('brandId');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={isNavbarOpen}
          onClick={onToggleNavbar}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('nav.toggle')}
        />
        <UnstyledButton
          component={Link}
          to={withKeptParams(paths.sponsor, location.search)}
          aria-label={t('logo')}
        >
          <Group gap={8} wrap="nowrap">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <Text fw={800} size="lg" visibleFrom="xs" style={{ letterSpacing: '-0.02em' }}>
              {t('common:appName')}
            </Text>
          </Group>
        </UnstyledButton>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {me.isGfg ? (
          <CompanyFilter
            selected={
              me.company ? { id: me.company.id, name: me.company.nameWithCluster || me.company.name } : null
            }
            onChange={selectCompany}
          />
        ) : null}
        <AccountSwitcher
          currentCompanyId={me.company?.id ?? null}
          onSwitched={() => window.location.assign(paths.sponsor)}
          onError={(lines) =>
            notifications.show({
              color: 'red',
              message: lines
                .map((line) => translateMessage(line, (key, values) => t(key, values)))
                .join('\n'),
            })
          }
        />
        {brands.length > 0 ? (
          <BrandSelector brands={brands} value={searchParams.get('brandId')} onChange={selectBrand} />
        ) : null}
        <NotificationBell />
        {showLanguageSwitcher ? <LanguageSwitcher /> : null}
        <ProfileMenu
          name={me.name}
          email={me.email}
          profileHref={withKeptParams(paths.profile.root, location.search)}
          onLogout={onLogout}
        />
      </Group>
    </Group>
  );
}
