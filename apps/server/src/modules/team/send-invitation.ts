import { configurationDefaults } from '@portal/domain';
import { formatDateTime } from '@portal/domain/day-format';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies, configurations } from '../../db/schema/index';
import { escapeHtml } from '../notifications/notify';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Configuration `invitation_expiry_days` (default 7), read at each invitation so staff changes apply at once. */
export async function invitationExpiryDays(deps: Pick<AppDeps, 'db'>): Promise<number> {
  const [row] = await deps.db
    .select({ value: configurations.value })
    .from(configurations)
    .where(eq(configurations.key, 'invitation_expiry_days'));
  const days = Number(row?.value ?? configurationDefaults.invitation_expiry_days);
  return Number.isFinite(days) && days > 0 ? Math.min(days, 365) : 7;
}

export async function invitationExpiry(deps: Pick<AppDeps, 'db' | 'now'>): Promise<Date> {
  return new Date(deps.now().getTime() + (await invitationExpiryDays(deps)) * DAY_MS);
}

export function invitationUrl(deps: Pick<AppDeps, 'config'>, token: string): string {
  return `${deps.config.publicUrl}/auth/invitation/${token}`;
}

/** The e-mail with the link to /auth/invitation/{token}: the only place the raw token ever goes. */
export async function sendInvitationEmail(
  deps: AppDeps,
  input: {
    email: string;
    token: string;
    companyId: number;
    roleName: string;
    inviterName: string;
    expiresAt: Date;
  },
): Promise<void> {
  const [company] = await deps.db
    .select({ name: companies.name, timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, input.companyId));
  const companyName = company?.name ?? '';
  const url = invitationUrl(deps, input.token);
  // The invitee has no profile zone yet: the company's, named (decisions 0171, 0181: yyyy/MM/dd HH:mm).
  const zone = company?.timezone || 'UTC';
  const expires = `${formatDateTime(input.expiresAt, zone)} (${zone})`;
  await deps.mailer.send({
    to: input.email,
    subject: `You are invited to join ${companyName} on the Marketing Portal`,
    text: [
      `${input.inviterName} invited you to join ${companyName} as ${input.roleName}.`,
      '',
      `Accept the invitation: ${url}`,
      '',
      `The link works once and expires on ${expires}.`,
    ].join('\n'),
    html: `<p>${escapeHtml(input.inviterName)} invited you to join <b>${escapeHtml(companyName)}</b> as ${escapeHtml(input.roleName)}.</p><p><a href="${escapeHtml(url)}">Accept the invitation</a></p><p>The link works once and expires on ${escapeHtml(expires)}.</p>`,
  });
}
