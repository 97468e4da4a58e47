import { Burger, Group, Stack, Text, UnstyledButton } from '@mantine/core';
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
import { liveSearchParams } from '../../lib/live-search';
import { withKeptParams } from '../../lib/query-params';
import { translateMessage } from '../../lib/validate';
import { useReplaceSearchParams } from './use-known-brand-id';

export type HeaderSwitchersProps = {
  me: Me;
  showLanguageSwitcher: boolean;
  /** In the header's row (wide screens) or stacked at the top of the burger's menu (phones). */
  layout: 'row' | 'stack';
};

/** The company filter (staff), account switcher, brand selector and language switcher. */
export function HeaderSwitchers({ me, showLanguageSwitcher, layout }: HeaderSwitchersProps) {
  const { t } = useTranslation('shell');
  const [searchParams, setSearchParams] = useSearchParams();
  const brands = me.company?.brands ?? [];

  const selectCompany = useCallback(
    (companyId: string | null) => {
      setSearchParams((previous) => {
        const next = liveSearchParams(previous);
        if (companyId) next.set('company', companyId);
        else next.delete('company');
        next.delete('brandId');
        return next;
      });
    },
    [setSearchParams],
  );

  const replaceSearchParams = useReplaceSearchParams();
  const selectBrand = useCallback(
    (brandId: string | null) => {
      replaceSearchParams((params) => {
        if (params.get('brandId') === brandId) return;
        if (brandId) params.set('brandId', brandId);
        else params.delete('brandId');
        // Another brand's list starts at its first page (the Transactions page filters by it, decision 0182).
        params.delete('page');
      });
    },
    [replaceSearchParams],
  );

  const items = (
    <>
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
        onSwitched={(address) => window.location.assign(address)}
        onError={(lines) =>
          notifications.show({
            color: 'red',
            message: lines.map((line) => translateMessage(line, (key, values) => t(key, values))).join('\n'),
          })
        }
      />
      {brands.length > 0 ? (
        <BrandSelector brands={brands} value={searchParams.get('brandId')} onChange={selectBrand} />
      ) : null}
      {showLanguageSwitcher ? <LanguageSwitcher /> : null}
    </>
  );
  return layout === 'row' ? (
    <Group gap="sm" wrap="nowrap">
      {items}
    </Group>
  ) : (
    <Stack gap="sm" p="md" align="flex-start" data-testid="header-switchers-menu">
      {items}
    </Stack>
  );
}

export type HeaderProps = {
  me: Me;
  showLanguageSwitcher: boolean;
  isNavbarOpen: boolean;
  onToggleNavbar: () => void;
  onLogout: () => void;
  /**
   * A phone: the switchers move into the burger's menu (HeaderSwitchers in the navbar), so the bell and the
   * profile menu, with Logout, stay on screen.
   */
  isPhone?: boolean;
};

export function Header({
  me,
  showLanguageSwitcher,
  isNavbarOpen,
  onToggleNavbar,
  onLogout,
  isPhone = false,
}: HeaderProps) {
  const { t } = useTranslation('shell');
  const location = useLocation();

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
        {isPhone ? null : (
          <HeaderSwitchers me={me} showLanguageSwitcher={showLanguageSwitcher} layout="row" />
        )}
        <NotificationBell />
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
