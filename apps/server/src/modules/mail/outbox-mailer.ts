import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema/index';
import type { Mailer } from './mailer';

/** The sandbox: e-mails land in a table, readable at /dev/outbox and by tests. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(email) {
      await db
        .insert(outboxEmails)
        .values({ to: email.to.toLowerCase(), subject: email.subject, text: email.text, html: email.html });
    },
  };
}
