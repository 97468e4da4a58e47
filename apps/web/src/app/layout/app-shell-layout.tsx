import { AppShell, Button, Center, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useQuery } from 'urql';
import { CenteredLoader } from '../../components/centered-loader';
import { ErrorBanner } from '../../components/error-banner';
import { paths } from '../../config/paths';
import { type Me, meQuery } from '../../features/accounts/api/get-me';
import { useSignOut } from '../../features/auth/api/sign-out';
import { QUICK_START_HASH } from '../../features/onboarding/quick-start-link';
import { useConfigurationValue } from '../../features/platform/hooks/use-configuration-value';
import { errorLines } from '../../lib/form-errors';
import { isUnauthorizedError } from '../../lib/graphql-client';
import { applyProfileLanguage } from '../../lib/i18n';
import { clearAppStorage } from '../../lib/storage';
import { SessionProvider, viewerOf } from '../session';
import { BrandGate } from './brand-gate';
import { Header, HeaderSwitchers } from './header';
import { ImpersonationBar } from './impersonation-bar';
import { Sidebar } from './sidebar';
import { buildSidebarSections } from './sidebar-links';
import { useKnownBrandId } from './use-known-brand-id';
import { type ShellFlags, useShellFlags } from './use-shell-flags';

// The quick-start guide shows while the address ends in #get-started (QUICK_START_HASH, spec 1 §2): its
// modal and texts load only then, not with every page of the shell.
const QuickStartModal = lazy(async () => ({
  default: (await import('../../features/onboarding/components/quick-start-modal')).QuickStartModal,
}));

function asUrl(value: unknown): string | null {
  return typeof value === 'string' && /^https?:\/\//.test(value) ? value : null;
}

function useSidebarSections(me: Me, flags: ShellFlags) {
  const helpCenterUrl = asUrl(useConfigurationValue('help_center_url'));
  const statusPageUrl = asUrl(useConfigurationValue('status_page_url'));
  return useMemo(
    () => buildSidebarSections({ viewer: viewerOf(me), flags, helpCenterUrl, statusPageUrl }),
    [me, flags, helpCenterUrl, statusPageUrl],
  );
}

const noBrands: readonly { id: string }[] = [];

function SignedInShell({ me, flags }: { me: Me; flags: ShellFlags }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const [isNavbarOpen, { toggle, close }] = useDisclosure(false);
  // Below Mantine's `sm` (where the burger shows): the header keeps the bell and the profile menu only.
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [, signOut] = useSignOut();
  const sections = useSidebarSections(me, flags);
  useKnownBrandId(me.company?.brands ?? noBrands);

  useEffect(() => {
    document.title = t('documentTitle', { company: me.company?.name ?? t('staffCompany') });
  }, [t, me.company?.name]);

  useEffect(() => {
    void applyProfileLanguage(me.language);
  }, [me.language]);

  const logout = async () => {
    await signOut({}).catch(() => undefined);
    clearAppStorage();
    window.location.assign(paths.auth.root);
  };

  return (
    <SessionProvider me={me}>
      {me.isImpersonate ? <ImpersonationBar /> : null}
      {location.hash === QUICK_START_HASH ? (
        <Suspense fallback={null}>
          <QuickStartModal />
        </Suspense>
      ) : null}
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !isNavbarOpen } }}
        padding="lg"
      >
        <AppShell.Header>
          <Header
            me={me}
            showLanguageSwitcher={flags.allowChangeLanguage}
            isNavbarOpen={isNavbarOpen}
            onToggleNavbar={toggle}
            onLogout={logout}
            isPhone={isPhone}
          />
        </AppShell.Header>
        <AppShell.Navbar>
          {isPhone ? (
            <AppShell.Section>
              <HeaderSwitchers me={me} showLanguageSwitcher={flags.allowChangeLanguage} layout="stack" />
            </AppShell.Section>
          ) : null}
          <AppShell.Section grow mih={0}>
            <Sidebar sections={sections} onNavigate={close} />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main bg="gray.0">
          <BrandGate isStaff={me.isGfg} brandCount={me.company ? me.company.brands.length : null}>
            <Outlet />
          </BrandGate>
        </AppShell.Main>
      </AppShell>
    </SessionProvider>
  );
}

/** Everything behind sign-in: needs `me`; losing the session is handled by the GraphQL client. */
export function AppShellLayout() {
  const { t } = useTranslation();
  // The shell's loader fetched `me` from the network for this page load (session-loaders.ts): read that answer.
  const [{ data, error, fetching }, reexecute] = useQuery({ query: meQuery, requestPolicy: 'cache-first' });
  const shellFlags = useShellFlags();
  if (data?.me && !shellFlags.isLoading) return <SignedInShell me={data.me} flags={shellFlags.flags} />;
  if (data?.me || fetching || !error || isUnauthorizedError(error)) return <CenteredLoader fullScreen />;
  return (
    <Center h="100vh">
      <Stack maw={420}>
        <ErrorBanner lines={errorLines({ error })} />
        <Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>{t('retry')}</Button>
      </Stack>
    </Center>
  );
}
