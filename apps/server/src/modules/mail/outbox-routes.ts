import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { outboxEmails } from '../../db/schema/index';
import { restRefusals } from '../../http/rest-error';
import { loadSession } from '../auth/session';
import { SESSION_COOKIE } from '../auth/session-token';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * /dev/outbox: the sandbox mailbox (registered whenever e-mail is not sent through SMTP). It holds every
 * user's reset links, sign-in codes and invitations, so only a signed-in marketplace staff session reads it,
 * whatever NODE_ENV says. `?format=json` for tests and scripts.
 */
export function registerOutboxRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Querystring: { to?: string; format?: string } }>('/dev/outbox', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await loadSession(deps, request.cookies[SESSION_COOKIE], null);
    // Not for an impersonated user either: the session's user is the one impersonated, not the staff.
    if (!session?.user.isStaff) throw restRefusals.forbidden();
    const to = request.query.to?.toLowerCase();
    const emails = await deps.db
      .select()
      .from(outboxEmails)
      .where(to ? eq(outboxEmails.to, to) : undefined)
      .orderBy(desc(outboxEmails.id))
      .limit(100);
    if (request.query.format === 'json') return emails;
    const items = emails
      .map(
        (email) =>
          `<article><h2>${escapeHtml(email.subject)}</h2><p><b>To:</b> ${escapeHtml(email.to)} · ${email.createdAt.toISOString()}</p><pre>${escapeHtml(email.text)}</pre></article>`,
      )
      .join('<hr>');
    reply.type('text/html');
    return `<!doctype html><meta charset="utf-8"><title>Outbox</title><body style="font-family:sans-serif;max-width:800px;margin:auto"><h1>Sandbox outbox</h1>${items || '<p>No e-mail yet.</p>'}</body>`;
  });
}
