import type { Transporter } from 'nodemailer';
import type { Mailer } from './mailer';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer is loaded with the first e-mail, not at start: the server starts without parsing it.
  let transport: Promise<Transporter> | undefined;
  return {
    kind: 'smtp',
    async send(email) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      const mail = await transport;
      await mail.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
    },
  };
}
