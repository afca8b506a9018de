import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

/** Where outbox messages go: a real relay, or the log in the embedded default. */
export type MailTransport = {
  kind: 'smtp' | 'log';
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
};

export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async deliver(mail) {
        await transporter.sendMail({ from: options.from, ...mail });
      },
      close: () => transporter.close(),
    };
  }
  return {
    kind: 'log',
    async deliver(mail) {
      options.log.info(
        { mail: { to: mail.to, subject: mail.subject } },
        `E-mail to ${mail.to}: ${mail.subject}\n${mail.text}`,
      );
    },
    close: () => undefined,
  };
}
