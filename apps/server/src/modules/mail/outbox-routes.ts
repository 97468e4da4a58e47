import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { outboxEmails } from '../../db/schema/index';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** /dev/outbox: the sandbox mailbox, outside production only. `?format=json` for tests and scripts. */
export function registerOutboxRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Querystring: { to?: string; format?: string } }>('/dev/outbox', async (request, reply) => {
    const rows = await deps.db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(100);
    const to = request.query.to?.toLowerCase();
    const emails = to ? rows.filter((row) => row.to === to) : rows;
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
