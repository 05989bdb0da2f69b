/** How mail leaves the platform (the mail feature's SMTP sender implements it: features/mail/mail-sender.ts). */

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}
