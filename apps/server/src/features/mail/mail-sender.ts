/**
 * How mail leaves: SMTP through a pooled nodemailer transport when SMTP_URL is set (several
 * connections, so delivery keeps up with a burst of sign-ups); without it there is no sender,
 * mail stays pending in the outbox, and staff can read it there.
 */
import { createTransport, type SendMailOptions } from "nodemailer";
import type { MailSender, OutgoingMail } from "../../platform/mail.ts";

/** What delivery needs of a nodemailer transport (so tests can pass a recorder). */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
  close?(): void;
}

export type { MailSender, OutgoingMail };

export function createMailSender(options: {
  smtpUrl: string | undefined;
  from: string;
  connections: number;
  transport?: MailTransport;
}): MailSender | null {
  const transport =
    options.transport ??
    (options.smtpUrl
      ? createTransport({
          url: options.smtpUrl,
          pool: true,
          maxConnections: options.connections,
          connectionTimeout: 20_000,
          greetingTimeout: 20_000,
          socketTimeout: 60_000,
        })
      : undefined);
  if (!transport) return null;
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
    close: () => transport.close?.(),
  };
}
