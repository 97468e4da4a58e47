import { socialSignUpSchema } from '@portal/domain/social';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import {
  catalogs,
  companies,
  currencies,
  linkedAccounts,
  memberships,
  roles,
  users,
} from '../../db/schema/index';
import { DomainError, type FieldError, issuesToFieldErrors } from '../../graphql/errors';
import { createSession } from '../auth/session';
import type { AuthBackendRow } from './backends';
import { isUniqueViolation } from './db-errors';
import type { Handoff } from './oauth-state';
import { socialErrors } from './social-errors';

/** The marketplace's time zone for a company created from a seller center of that country. */
const catalogTimezones: Record<string, string> = {
  SG: 'Asia/Singapore',
  ID: 'Asia/Jakarta',
  MY: 'Asia/Kuala_Lumpur',
  PH: 'Asia/Manila',
  HK: 'Asia/Hong_Kong',
  TW: 'Asia/Taipei',
};

export type SocialSignUpResult =
  | { ok: true; errors: FieldError[]; token: string; userId: number; companyId: number }
  | { ok: false; errors: FieldError[] };

function splitName(fullName: string, email: string) {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: email.split('@')[0]!.slice(0, 100), lastName: '' };
  return { firstName: words[0]!.slice(0, 100), lastName: words.slice(1).join(' ').slice(0, 100) };
}

/**
 * A new provider account becomes a user without a password, OWNER of a new company named after the account,
 * linked to that account, and signed in. The caller has checked the account is not linked yet. A refusal
 * of one rule is thrown (DomainError); invalid input is answered as the list of its field errors.
 */
export async function socialSignUp(
  deps: AppDeps,
  input: {
    backend: AuthBackendRow;
    handoff: Handoff;
    walletCurrencyCode: string | null | undefined;
    /** Spends the hand-off token once the input is valid; false when another request spent it first. */
    spendHandoff: () => Promise<boolean>;
  },
): Promise<SocialSignUpResult> {
  if (!input.backend.isEnabledSignUp) throw new DomainError(socialErrors.signUpDisabled);
  const parsed = socialSignUpSchema.safeParse({ walletCurrencyCode: input.walletCurrencyCode ?? '' });
  if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
  const code = parsed.data.walletCurrencyCode.toUpperCase();
  const [currency] = await deps.db.select().from(currencies).where(eq(currencies.code, code));
  if (!currency?.canWalletUse)
    throw new DomainError(socialErrors.requireWalletCurrency, 'walletCurrencyCode');

  const { handoff, backend } = input;
  const email = handoff.email.toLowerCase();
  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) throw new DomainError(socialErrors.emailTaken);

  const [catalog] = backend.catalogId
    ? await deps.db.select().from(catalogs).where(eq(catalogs.id, backend.catalogId))
    : [];
  const timezone = (catalog && catalogTimezones[catalog.code]) ?? 'Asia/Singapore';
  const companyName = handoff.fullName.trim().slice(0, 200) || email;
  const now = deps.now();
  if (!(await input.spendHandoff())) throw new DomainError(socialErrors.expiredToken);

  const created = await deps.db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash: null,
          ...splitName(handoff.fullName, email),
          timezone,
          lastLoginAt: now,
        })
        .returning();
      const [company] = await tx
        .insert(companies)
        .values({
          name: companyName,
          authorizedName: handoff.fullName.trim().slice(0, 200),
          countryCode: catalog?.code ?? 'SG',
          timezone,
          walletCurrency: currency.code,
          reportCurrency: currency.code,
        })
        .returning();
      const [owner] = await tx.select().from(roles).where(eq(roles.name, 'OWNER'));
      await tx.insert(memberships).values({ userId: user!.id, companyId: company!.id, roleId: owner!.id });
      await tx.insert(linkedAccounts).values({
        userId: user!.id,
        companyId: backend.kind === 'SELLER_CENTER' ? company!.id : null,
        provider: backend.provider,
        subject: handoff.subject,
        email,
        accessToken: handoff.accessToken,
        createdAt: now,
      });
      return { userId: user!.id, companyId: company!.id };
    })
    .catch((error: unknown) => {
      // The same e-mail or provider account signed up a moment ago in another request.
      if (isUniqueViolation(error)) return null;
      throw error;
    });
  if (!created) throw new DomainError(socialErrors.emailTaken);

  await deps.mailer.send({
    to: email,
    subject: 'Welcome to the Marketing Portal',
    text: [
      `Hello ${handoff.fullName},`,
      '',
      `Your company "${companyName}" is ready and linked to ${backend.name}.`,
      `Sign in with ${backend.name} at ${deps.config.publicUrl}/auth and add the brands you manage to start.`,
    ].join('\n'),
  });
  const token = await createSession(deps, created);
  return { ok: true, errors: [], token, ...created };
}
