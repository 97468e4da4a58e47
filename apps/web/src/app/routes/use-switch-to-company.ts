import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import type { Me } from '../../features/accounts/api/get-me';
import { userAccountsQuery } from '../../features/accounts/api/get-user-accounts';
import { useSwitchAccount } from '../../features/accounts/api/switch-account';

/**
 * Acting for another company (spec 2 §4 relatedAccount, or a copy made for another supplier):
 * staff choose it with `?company=`, members switch their session's account. The page then loads
 * afresh, without the previous company's brand.
 */
export function useSwitchToCompany(me: Me) {
  const { t } = useTranslation('sponsor');
  const client = useClient();
  const [, switchAccount] = useSwitchAccount();
  return useCallback(
    async (companyId: string, path: string): Promise<string | null> => {
      const target = new URL(path, window.location.origin);
      target.searchParams.delete('brandId');
      if (me.isGfg) {
        target.searchParams.set('company', companyId);
        window.location.assign(`${target.pathname}${target.search}`);
        return null;
      }
      target.searchParams.delete('company');
      // Asked when needed: a relatedAccount switch may start before the header loaded the accounts.
      const accounts = await client.query(userAccountsQuery, {}).toPromise();
      const account = accounts.data?.userAccounts.find((candidate) => candidate.company.id === companyId);
      if (!account) return t('switch.failed');
      const result = await switchAccount({ accountId: account.id });
      if (!result.data?.switchAccount.ok)
        return result.data?.switchAccount.errors[0]?.messages[0] ?? t('switch.failed');
      window.location.assign(`${target.pathname}${target.search}`);
      return null;
    },
    [me.isGfg, client, switchAccount, t],
  );
}
