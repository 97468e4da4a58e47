export type OutgoingEmail = { to: string; subject: string; text: string; html?: string };

/** E-mail goes through this: nodemailer SMTP when SMTP_URL is set, the outbox table otherwise. */
export type Mailer = {
  kind: 'smtp' | 'outbox';
  send: (email: OutgoingEmail) => Promise<void>;
};
