import { Group, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { EndImpersonationButton } from '../../features/staff/components/end-impersonation-button';
import { useSession } from '../session';

/**
 * Spec 1 §2: a 2px red bar across the top while staff impersonate the user, and a small red tab hanging
 * from it (top centre, clear of the header's controls) with the way back; on phones, where the header is
 * full, the tab sits at the bottom instead.
 */
export function ImpersonationBar() {
  const { t } = useTranslation('staff');
  const me = useSession();
  const isNarrow = useMediaQuery('(max-width: 48em)') ?? false;
  const placement = isNarrow
    ? { bottom: 12, borderRadius: 6 }
    : { top: 2, borderBottomLeftRadius: 6, borderBottomRightRadius: 6 };
  return (
    <>
      <div
        data-testid="impersonation-bar"
        aria-hidden
        style={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          height: 2,
          background: 'var(--mantine-color-red-6)',
          zIndex: 1000,
        }}
      />
      <Paper
        role="status"
        bg="red.6"
        px="xs"
        py={2}
        radius={0}
        style={{
          position: 'fixed',
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: 1000,
          ...placement,
        }}
      >
        <Group gap={8} wrap="nowrap">
          <Text size="xs" c="white" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {t('bar.actingAs', { name: me.name })}
          </Text>
          <EndImpersonationButton onEnded={() => window.location.assign(paths.staff.impersonation)} />
        </Group>
      </Paper>
    </>
  );
}
