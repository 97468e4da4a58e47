import { Anchor, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { withKeptParams } from '../../lib/query-params';

/** Pages that help a user get brands (or have nothing to do with them) stay open without one. */
const openWithoutBrands = [
  paths.brands,
  paths.company,
  paths.team,
  paths.profile.root,
  paths.billing.root,
  paths.newCompany,
  paths.linked,
  paths.staff.featureFlags,
];

export function isOpenWithoutBrands(pathname: string): boolean {
  return openWithoutBrands.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export type BrandGateProps = { isStaff: boolean; brandCount: number | null; children: ReactNode };

/** Spec 1 §2: a non-staff user whose company has no brands must add one before anything else. */
export function BrandGate({ isStaff, brandCount, children }: BrandGateProps) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  if (isStaff || brandCount === null || brandCount > 0 || isOpenWithoutBrands(location.pathname))
    return children;
  return (
    <Center mih={320}>
      <Stack align="center" gap="sm" maw={420}>
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconTags size={28} />
        </ThemeIcon>
        <Text ta="center" size="lg" fw={500}>
          {t('brandGate.message')}
        </Text>
        <Anchor component={Link} to={withKeptParams(paths.brands, location.search)}>
          {t('brandGate.link')}
        </Anchor>
      </Stack>
    </Center>
  );
}
