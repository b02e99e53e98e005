// E-mail through an SMTP server with nodemailer. What crosses the boundary: the recipient's
// address, our From address, a subject and plain text (no HTML, no tracking). The SMTP
// credentials live in SMTP_URL and are only given to nodemailer.
import nodemailer from 'nodemailer';
import { DeliveryError, type EmailSender } from './messaging.ts';

export interface SmtpOptions {
  url: string;
  from: string;
}

export function createSmtpEmail(options: SmtpOptions): EmailSender {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send({ to, subject, text }) {
      try {
        await transport.sendMail({ from: options.from, to, subject, text });
      } catch (error) {
        throw new DeliveryError('SMTP delivery failed', { cause: error });
      }
    },
  };
}
