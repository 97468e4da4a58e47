import type { AppDeps } from '../../app-deps';
import type { SignedIn } from '../../graphql/context';
import { DomainError } from '../../graphql/errors';
import { type BasePayload, okPayload } from '../../graphql/payload';
import { setSessionCompany } from '../auth/session';
import { listUserAccounts } from './list-user-accounts';

/** switchAccount: the session acts for another of the user's active accounts from now on. */
export async function switchAccount({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: Pick<SignedIn, 'id' | 'user'>;
  input: { accountId: string | number };
}): Promise<BasePayload> {
  const accounts = await listUserAccounts({ deps, actor });
  const account = accounts.find((candidate) => String(candidate.id) === String(input.accountId));
  if (!account) throw new DomainError('shell:error.accountUnavailable', 'accountId');
  await setSessionCompany(deps, actor.id, account.company.id);
  return okPayload;
}
