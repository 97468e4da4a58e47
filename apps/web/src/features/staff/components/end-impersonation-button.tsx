import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorLines } from '../../../lib/form-errors';
import { holdUnauthorizedRedirect } from '../../../lib/graphql-client';
import { translateMessage } from '../../../lib/validate';
import { useEndImpersonation } from '../api/end-impersonation';

export type EndImpersonationButtonProps = {
  /** The session is the staff member's again: the caller reloads. */
  onEnded: () => void;
};

export function EndImpersonationButton({ onEnded }: EndImpersonationButtonProps) {
  const { t } = useTranslation('staff');
  const [{ fetching }, end] = useEndImpersonation();
  const onClick = async () => {
    const release = holdUnauthorizedRedirect();
    const result = await end({});
    if (result.data?.endImpersonation.ok) return onEnded();
    release();
    const lines = errorLines({ errors: result.data?.endImpersonation.errors, error: result.error });
    notifications.show({ color: 'red', message: lines.map((line) => translateMessage(line, t)).join('\n') });
  };
  return (
    <Button
      size="compact-xs"
      color="red"
      variant="white"
      loading={fetching}
      leftSection={<IconLogout size={12} />}
      onClick={onClick}
    >
      {t('bar.end')}
    </Button>
  );
}
