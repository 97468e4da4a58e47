import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { QUICK_START_HASH, withQuickStart } from '../../features/onboarding/quick-start-link';
import { withKeptParams } from '../../lib/query-params';
import type { SidebarSection } from './sidebar-links';

export type SidebarProps = { sections: readonly SidebarSection[]; onNavigate?: () => void };

function isActive(pathname: string, href: string): boolean {
  const base = href.split('?')[0] ?? href;
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function Sidebar({ sections, onNavigate }: SidebarProps) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  return (
    <ScrollArea type="auto" h="100%">
      <Stack gap="md" p="sm" component="nav" aria-label={t('nav.label')}>
        {sections.map((section) => (
          <Stack key={section.key} gap={2}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" style={{ letterSpacing: '0.06em' }}>
              {t(section.labelKey)}
            </Text>
            {section.links.map((link) =>
              link.opensQuickStart ? (
                <NavLink
                  key={link.key}
                  component={Link}
                  to={withQuickStart(location)}
                  label={t(link.labelKey)}
                  leftSection={<IconRocket size={16} />}
                  active={location.hash === QUICK_START_HASH}
                  onClick={onNavigate}
                />
              ) : link.isExternal ? (
                <NavLink
                  key={link.key}
                  component="a"
                  href={link.href}
                  target="_blank"
                  rel="noreferrer"
                  label={t(link.labelKey)}
                  rightSection={<IconExternalLink size={14} />}
                />
              ) : (
                <NavLink
                  key={link.key}
                  component={Link}
                  to={withKeptParams(link.href, location.search)}
                  label={t(link.labelKey)}
                  active={isActive(location.pathname, link.href)}
                  onClick={onNavigate}
                />
              ),
            )}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
}
