import { Button, Menu, Text } from '@mantine/core';
import { IconCheck, IconSwitchHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUserAccounts } from '../api/get-user-accounts';
import { useSwitchAccount } from '../api/switch-account';
import { addressAfterAccountSwitch } from '../utils/address-after-switch';

export type AccountSwitcherProps = {
  currentCompanyId: string | null;
  /**
   * Called after the server switched the session's account, with the address to reload at: the same page
   * for the new company, a record's list instead of the record (addressAfterAccountSwitch).
   */
  onSwitched: (address: string) => void;
  onError: (lines: string[]) => void;
};

/** Shown only to users with more than one account (spec 1 §2). */
export function AccountSwitcher({ currentCompanyId, onSwitched, onError }: AccountSwitcherProps) {
  const { t } = useTranslation('shell');
  const [{ data }] = useUserAccounts();
  const [, switchAccount] = useSwitchAccount();
  const [switchingTo, setSwitchingTo] = useState<string | null>(null);
  const location = useLocation();
  const accounts = data?.userAccounts ?? [];
  if (accounts.length <= 1) return null;
  const current = accounts.find((account) => account.company.id === currentCompanyId);

  const choose = async (accountId: string) => {
    setSwitchingTo(accountId);
    const result = await switchAccount({ accountId });
    if (result.data?.switchAccount.ok) return onSwitched(addressAfterAccountSwitch(location));
    setSwitchingTo(null);
    const messages = result.data?.switchAccount.errors.flatMap((error) => error.messages) ?? [];
    onError(messages.length > 0 ? messages : [result.error?.message ?? t('accountSwitcher.failed')]);
  };

  return (
    <Menu position="bottom-end" shadow="md" width={280}>
      <Menu.Target>
        <Button
          data-testid="account-switcher"
          variant="default"
          leftSection={<IconSwitchHorizontal size={16} />}
          loading={switchingTo !== null}
          maw={240}
        >
          <Text truncate size="sm">
            {current?.company.name ?? t('accountSwitcher.label')}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('accountSwitcher.label')}</Menu.Label>
        {accounts.map((account) => {
          const isCurrent = account.company.id === currentCompanyId;
          return (
            <Menu.Item
              key={account.id}
              disabled={isCurrent}
              rightSection={isCurrent ? <IconCheck size={14} /> : null}
              onClick={() => choose(account.id)}
            >
              <Text size="sm">{account.company.name}</Text>
              <Text size="xs" c="dimmed">
                {account.role.name}
              </Text>
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
